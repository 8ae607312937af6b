"""New Zealand's sixteen regions, and the region a point on the map lies in.

A centre's or teacher's region is read from their map point (the one the
address form sets and matching measures from): the region of the nearest of
the towns below, each a region's town or city. That is the region as people
say it near every town; right on a boundary far from any town it may name the
neighbour. A point more than `FURTHEST_KM` from every town (outside New
Zealand, the Chatham Islands, the 0, 0 of an address not yet given) has no
region. The names are the regions' own, as the holidays' regions are written.
"""

from __future__ import annotations

from relief.kit.geo import distance_km

# (name, Chinese name), north to south.
REGIONS: tuple[tuple[str, str], ...] = (
    ("Northland", "北地大区"),
    ("Auckland", "奥克兰大区"),
    ("Waikato", "怀卡托大区"),
    ("Bay of Plenty", "丰盛湾大区"),
    ("Gisborne", "吉斯伯恩大区"),
    ("Hawke's Bay", "霍克斯湾大区"),
    ("Taranaki", "塔拉纳基大区"),
    ("Manawatū-Whanganui", "马纳瓦图-旺格努伊大区"),
    ("Wellington", "惠灵顿大区"),
    ("Tasman", "塔斯曼大区"),
    ("Nelson", "尼尔森大区"),
    ("Marlborough", "马尔堡大区"),
    ("West Coast", "西海岸大区"),
    ("Canterbury", "坎特伯雷大区"),
    ("Otago", "奥塔哥大区"),
    ("Southland", "南地大区"),
)
NAMES = frozenset(name for name, _ in REGIONS)

# A point further than this from every town below lies in no region.
FURTHEST_KM = 120.0

# (town, latitude, longitude, region)
TOWNS: tuple[tuple[str, float, float, str], ...] = (
    ("Kaitaia", -35.114, 173.263, "Northland"),
    ("Kerikeri", -35.227, 173.947, "Northland"),
    ("Paihia", -35.281, 174.091, "Northland"),
    ("Kaikohe", -35.407, 173.799, "Northland"),
    ("Whangārei", -35.725, 174.323, "Northland"),
    ("Dargaville", -35.940, 173.869, "Northland"),
    ("Mangawhai", -36.128, 174.576, "Northland"),
    ("Wellsford", -36.293, 174.522, "Auckland"),
    ("Warkworth", -36.400, 174.663, "Auckland"),
    ("Orewa", -36.587, 174.694, "Auckland"),
    ("Helensville", -36.678, 174.450, "Auckland"),
    ("Takapuna", -36.787, 174.773, "Auckland"),
    ("Auckland", -36.848, 174.763, "Auckland"),
    ("Henderson", -36.879, 174.629, "Auckland"),
    ("Waiheke Island", -36.786, 175.009, "Auckland"),
    ("Manukau", -36.993, 174.880, "Auckland"),
    ("Papakura", -37.065, 174.944, "Auckland"),
    ("Pukekohe", -37.201, 174.901, "Auckland"),
    ("Whitianga", -36.833, 175.700, "Waikato"),
    ("Thames", -37.138, 175.541, "Waikato"),
    ("Paeroa", -37.380, 175.671, "Waikato"),
    ("Waihī", -37.392, 175.840, "Waikato"),
    ("Huntly", -37.559, 175.158, "Waikato"),
    ("Ngāruawāhia", -37.667, 175.148, "Waikato"),
    ("Morrinsville", -37.655, 175.528, "Waikato"),
    ("Raglan", -37.800, 174.870, "Waikato"),
    ("Hamilton", -37.787, 175.279, "Waikato"),
    ("Matamata", -37.810, 175.773, "Waikato"),
    ("Cambridge", -37.884, 175.470, "Waikato"),
    ("Te Awamutu", -38.010, 175.325, "Waikato"),
    ("Ōtorohanga", -38.185, 175.210, "Waikato"),
    ("Tokoroa", -38.233, 175.871, "Waikato"),
    ("Te Kūiti", -38.333, 175.163, "Waikato"),
    ("Taupō", -38.686, 176.070, "Waikato"),
    ("Tūrangi", -38.990, 175.808, "Waikato"),
    ("Katikati", -37.552, 175.917, "Bay of Plenty"),
    ("Mount Maunganui", -37.639, 176.185, "Bay of Plenty"),
    ("Tauranga", -37.687, 176.165, "Bay of Plenty"),
    ("Te Puke", -37.785, 176.325, "Bay of Plenty"),
    ("Rotorua", -38.137, 176.251, "Bay of Plenty"),
    ("Whakatāne", -37.953, 176.990, "Bay of Plenty"),
    ("Kawerau", -38.086, 176.699, "Bay of Plenty"),
    ("Ōpōtiki", -38.009, 177.287, "Bay of Plenty"),
    ("Murupara", -38.456, 176.703, "Bay of Plenty"),
    ("Te Araroa", -37.633, 178.367, "Gisborne"),
    ("Ruatōria", -37.893, 178.320, "Gisborne"),
    ("Tolaga Bay", -38.367, 178.300, "Gisborne"),
    ("Gisborne", -38.662, 178.018, "Gisborne"),
    ("Wairoa", -39.033, 177.367, "Hawke's Bay"),
    ("Napier", -39.490, 176.912, "Hawke's Bay"),
    ("Hastings", -39.639, 176.839, "Hawke's Bay"),
    ("Havelock North", -39.670, 176.879, "Hawke's Bay"),
    ("Waipukurau", -39.995, 176.555, "Hawke's Bay"),
    ("Waitara", -38.998, 174.233, "Taranaki"),
    ("New Plymouth", -39.057, 174.075, "Taranaki"),
    ("Inglewood", -39.156, 174.206, "Taranaki"),
    ("Stratford", -39.337, 174.284, "Taranaki"),
    ("Ōpunake", -39.455, 173.858, "Taranaki"),
    ("Hāwera", -39.590, 174.283, "Taranaki"),
    ("Patea", -39.757, 174.475, "Taranaki"),
    ("Taumarunui", -38.883, 175.263, "Manawatū-Whanganui"),
    ("Ohakune", -39.418, 175.399, "Manawatū-Whanganui"),
    ("Taihape", -39.677, 175.797, "Manawatū-Whanganui"),
    ("Whanganui", -39.930, 175.048, "Manawatū-Whanganui"),
    ("Marton", -40.069, 175.378, "Manawatū-Whanganui"),
    ("Feilding", -40.225, 175.565, "Manawatū-Whanganui"),
    ("Dannevirke", -40.205, 176.100, "Manawatū-Whanganui"),
    ("Palmerston North", -40.352, 175.608, "Manawatū-Whanganui"),
    ("Pahiatua", -40.453, 175.841, "Manawatū-Whanganui"),
    ("Foxton", -40.472, 175.285, "Manawatū-Whanganui"),
    ("Levin", -40.622, 175.287, "Manawatū-Whanganui"),
    ("Ōtaki", -40.758, 175.150, "Wellington"),
    ("Paraparaumu", -40.914, 175.007, "Wellington"),
    ("Masterton", -40.952, 175.657, "Wellington"),
    ("Carterton", -41.025, 175.527, "Wellington"),
    ("Featherston", -41.116, 175.325, "Wellington"),
    ("Martinborough", -41.218, 175.459, "Wellington"),
    ("Porirua", -41.133, 174.840, "Wellington"),
    ("Upper Hutt", -41.124, 175.070, "Wellington"),
    ("Lower Hutt", -41.209, 174.908, "Wellington"),
    ("Wellington", -41.287, 174.776, "Wellington"),
    ("Collingwood", -40.677, 172.680, "Tasman"),
    ("Tākaka", -40.851, 172.806, "Tasman"),
    ("Motueka", -41.110, 173.011, "Tasman"),
    ("Māpua", -41.252, 173.100, "Tasman"),
    ("Richmond", -41.339, 173.184, "Tasman"),
    ("Murchison", -41.800, 172.327, "Tasman"),
    ("Nelson", -41.271, 173.284, "Nelson"),
    ("Stoke", -41.313, 173.233, "Nelson"),
    ("Havelock", -41.280, 173.767, "Marlborough"),
    ("Picton", -41.290, 174.001, "Marlborough"),
    ("Blenheim", -41.514, 173.960, "Marlborough"),
    ("Seddon", -41.670, 174.070, "Marlborough"),
    ("Karamea", -41.250, 172.117, "West Coast"),
    ("Westport", -41.754, 171.602, "West Coast"),
    ("Reefton", -42.116, 171.862, "West Coast"),
    ("Greymouth", -42.450, 171.210, "West Coast"),
    ("Hokitika", -42.717, 170.967, "West Coast"),
    ("Franz Josef", -43.389, 170.183, "West Coast"),
    ("Haast", -43.880, 169.042, "West Coast"),
    ("Kaikōura", -42.400, 173.681, "Canterbury"),
    ("Hanmer Springs", -42.523, 172.828, "Canterbury"),
    ("Rangiora", -43.305, 172.595, "Canterbury"),
    ("Kaiapoi", -43.378, 172.657, "Canterbury"),
    ("Darfield", -43.490, 172.110, "Canterbury"),
    ("Christchurch", -43.532, 172.636, "Canterbury"),
    ("Rolleston", -43.596, 172.383, "Canterbury"),
    ("Lincoln", -43.640, 172.486, "Canterbury"),
    ("Akaroa", -43.804, 172.968, "Canterbury"),
    ("Methven", -43.633, 171.647, "Canterbury"),
    ("Ashburton", -43.905, 171.745, "Canterbury"),
    ("Geraldine", -44.092, 171.243, "Canterbury"),
    ("Fairlie", -44.100, 170.830, "Canterbury"),
    ("Timaru", -44.396, 171.255, "Canterbury"),
    ("Twizel", -44.258, 170.100, "Canterbury"),
    ("Waimate", -44.733, 171.047, "Canterbury"),
    ("Wānaka", -44.700, 169.132, "Otago"),
    ("Queenstown", -45.031, 168.663, "Otago"),
    ("Cromwell", -45.038, 169.200, "Otago"),
    ("Alexandra", -45.249, 169.379, "Otago"),
    ("Roxburgh", -45.540, 169.310, "Otago"),
    ("Ranfurly", -45.128, 170.100, "Otago"),
    ("Ōamaru", -45.097, 170.971, "Otago"),
    ("Palmerston", -45.483, 170.717, "Otago"),
    ("Mosgiel", -45.875, 170.348, "Otago"),
    ("Dunedin", -45.878, 170.503, "Otago"),
    ("Milton", -46.120, 169.960, "Otago"),
    ("Balclutha", -46.234, 169.750, "Otago"),
    ("Te Anau", -45.414, 167.718, "Southland"),
    ("Lumsden", -45.740, 168.440, "Southland"),
    ("Gore", -46.099, 168.944, "Southland"),
    ("Mataura", -46.190, 168.860, "Southland"),
    ("Winton", -46.143, 168.325, "Southland"),
    ("Riverton", -46.354, 168.017, "Southland"),
    ("Invercargill", -46.413, 168.354, "Southland"),
    ("Bluff", -46.600, 168.333, "Southland"),
    ("Oban", -46.898, 168.127, "Southland"),
)


def region_at(latitude: float | None, longitude: float | None) -> str | None:
    """The region of the town nearest the point, or None when the point is
    missing or further than `FURTHEST_KM` from every town."""
    if latitude is None or longitude is None:
        return None
    distance, region = min(
        (distance_km(latitude, longitude, lat, lon), region) for _, lat, lon, region in TOWNS
    )
    return region if distance <= FURTHEST_KM else None


def unknown(names: list[str]) -> list[str]:
    """The names among those given that are no region's."""
    return [name for name in names if name not in NAMES]
