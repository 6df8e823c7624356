"""The one request allowed to be big: a group file sent back (Download the group, then Import).
Every other request keeps MAX_CONTENT_LENGTH (a 200-hand game). The limit is raised before the
CSRF check reads the form, so it runs before every other before-request function."""

from flask import current_app, request

BIG_UPLOADS = {"group_files.import_group_file"}


def allow_group_files() -> None:
    if request.endpoint in BIG_UPLOADS:
        request.max_content_length = current_app.config["GROUP_FILE_BYTES"]
