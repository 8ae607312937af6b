"""Great-circle distance and the bounding box used to pre-filter by index."""

from __future__ import annotations

import math
from dataclasses import dataclass

EARTH_RADIUS_KM = 6371.0088


def distance_km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """Haversine distance between two points in kilometres."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp = p2 - p1
    dl = math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(a)))


@dataclass(frozen=True)
class Box:
    min_lat: float
    max_lat: float
    min_lon: float
    max_lon: float


def bounding_box(lat: float, lon: float, radius_km: float) -> Box:
    """A box that holds every point within `radius_km` of (lat, lon).

    The radius is widened by a millionth so that a point right on the circle
    is never left outside by floating-point rounding; the exact distance
    check that follows the box decides.
    """
    radius_km *= 1 + 1e-6
    dlat = math.degrees(radius_km / EARTH_RADIUS_KM)
    cos_lat = max(math.cos(math.radians(lat)), 1e-6)
    dlon = min(180.0, math.degrees(radius_km / (EARTH_RADIUS_KM * cos_lat)))
    return Box(lat - dlat, lat + dlat, lon - dlon, lon + dlon)
