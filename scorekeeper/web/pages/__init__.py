"""The blueprints, one module an area; what several share is in shared.py. No page imports another."""
