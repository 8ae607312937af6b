"""`/docs`: Swagger UI over the OpenAPI document, with every asset served by
the platform (no CDN) and no inline script (the Content-Security-Policy
applies here as everywhere).

The assets are Swagger UI's own build, shipped in the `swagger-ui-py` package;
only its static files are used.
"""

from __future__ import annotations

import importlib.util
from functools import cache
from html import escape
from pathlib import Path

from fastapi import APIRouter, FastAPI
from fastapi.responses import FileResponse, HTMLResponse

from relief.errors import RouteNotFound

HERE = Path(__file__).parent
# The files the page loads, by the name it asks for.
ASSETS = {
    "swagger-ui.css": ("swagger-ui.css", "text/css"),
    "swagger-ui-bundle.js": ("swagger-ui-bundle.js", "text/javascript"),
    "favicon-32x32.png": ("favicon-32x32.png", "image/png"),
}
CACHE = "public, max-age=86400"


@cache
def swagger_ui_dir() -> Path:
    """Swagger UI's build inside the installed package (found without importing it)."""
    spec = importlib.util.find_spec("swagger_ui")
    if spec is None or spec.origin is None:
        raise RuntimeError("the swagger-ui-py package is not installed")
    return Path(spec.origin).parent / "static"


def page(title: str, prefix: str) -> str:
    return f"""<!doctype html>
<html lang="en" data-openapi="{escape(prefix)}/openapi.json">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{escape(title)}</title>
    <link rel="icon" type="image/png" href="{escape(prefix)}/docs/favicon-32x32.png" />
    <link rel="stylesheet" href="{escape(prefix)}/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="{escape(prefix)}/docs/swagger-ui-bundle.js"></script>
    <script src="{escape(prefix)}/docs/start.js"></script>
  </body>
</html>
"""


def install(api: FastAPI, prefix: str) -> None:
    """Serve the documentation page and its assets on `api`, mounted at `prefix`."""
    router = APIRouter(include_in_schema=False)
    html = page(api.title, prefix)

    @router.get("/docs")
    def docs_page() -> HTMLResponse:
        return HTMLResponse(html, headers={"Cache-Control": "no-cache"})

    @router.get("/docs/start.js")
    def docs_start() -> FileResponse:
        return FileResponse(
            HERE / "start.js", media_type="text/javascript", headers={"Cache-Control": CACHE}
        )

    @router.get("/docs/{name}")
    def docs_asset(name: str) -> FileResponse:
        if name not in ASSETS:
            raise RouteNotFound()
        file_name, media_type = ASSETS[name]
        return FileResponse(
            swagger_ui_dir() / file_name, media_type=media_type, headers={"Cache-Control": CACHE}
        )

    api.include_router(router)
