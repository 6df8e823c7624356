"""What every page needs and none shows: the database handle, error pages, security headers,
the passphrase throttle, the secret key, static assets, the device's list, resends and the server."""
