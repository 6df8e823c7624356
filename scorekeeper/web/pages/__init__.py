"""The blueprints, one module an area; what they read is in web/boards/. No page imports another."""
