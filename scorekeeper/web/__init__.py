"""The web app: the factory (app.py), the pages as one blueprint per module, and the form data they share."""
