"""What every page needs and none shows: the access table of what each kind of link may do
(access.py) and the polls it lets through before Flask (quick_polls.py), the database handle (database.py), the session a worker's background copy leaves alone
(background_copies.py), error pages (error_pages.py), security headers
(security.py), the passphrase throttle (throttle.py), the secret key (secret_key.py), the heavy-page limiter and the store's budget (heavy.py, budget.py,
upload_limits.py), a device's groups (devices.py, joined_groups.py), resends (resends.py), download
names (downloads.py), log names (log_names.py), the address a phone reaches (phone_address.py), and
papers drawn in the background by worker processes (prepared.py, paper_pool.py).
How a page is sent (assets, bundles, parts drawn once) is web/delivery/."""
