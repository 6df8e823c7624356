"""The requests allowed to be big: a file the app wrote, sent back (a group file to Import a group,
a device's *Download all my games* to Import a game: 80 long games pass 1 MB). Every other request
keeps MAX_CONTENT_LENGTH (a 200-hand game). The limit is raised before the CSRF check reads the
form, so this runs before every other before-request function. A pasted text keeps the form's own
MAX_FORM_MEMORY_SIZE: only an uploaded file may be big, and it is spooled to disk, not memory."""

from flask import current_app, request

BIG_UPLOADS = {"group_files.import_group_file", "games.import_game"}


def allow_group_files() -> None:
    # Only an uploaded file: a pasted text (urlencoded, or a multipart form's text box, bounded by
    # MAX_FORM_MEMORY_SIZE) keeps the 1 MB of every request.
    if request.endpoint in BIG_UPLOADS and request.mimetype == "multipart/form-data":
        request.max_content_length = current_app.config["GROUP_FILE_BYTES"]
