from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from relief.kit.geo import bounding_box, distance_km


def test_known_distances() -> None:
    assert distance_km(-36.8485, 174.7633, -36.8485, 174.7633) == 0
    # Auckland to Wellington is about 494 km as the crow flies.
    assert distance_km(-36.8485, 174.7633, -41.2865, 174.7762) == pytest.approx(493.6, abs=1.5)
    # Across the antimeridian.
    assert distance_km(0, 179.9, 0, -179.9) == pytest.approx(22.24, abs=0.1)


@given(
    lat=st.floats(-80, 80),
    lon=st.floats(-179, 179),
    radius=st.floats(0.1, 50),
    bearing_lat=st.floats(-1, 1),
    bearing_lon=st.floats(-1, 1),
)
def test_every_point_within_the_radius_is_inside_the_box(
    lat: float, lon: float, radius: float, bearing_lat: float, bearing_lon: float
) -> None:
    box = bounding_box(lat, lon, radius)
    point_lat = lat + bearing_lat * (box.max_lat - lat)
    point_lon = lon + bearing_lon * (box.max_lon - lon)
    if distance_km(lat, lon, point_lat, point_lon) <= radius:
        assert box.min_lat <= point_lat <= box.max_lat
        assert box.min_lon <= point_lon <= box.max_lon
