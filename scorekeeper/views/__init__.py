"""The web app's pages, one blueprint per module; the factory registers them."""
