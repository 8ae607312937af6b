// Starts Swagger UI on the OpenAPI document the page names (data-openapi on
// <html>); kept in its own file, as the Content-Security-Policy allows no
// inline script.
window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: document.documentElement.dataset.openapi,
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  })
})
