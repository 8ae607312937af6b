"""The interactive API documentation, served from the platform itself."""
