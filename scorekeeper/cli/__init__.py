"""The command line (argparse, main.py): `scorekeeper score`, `variants`, `movement`, and the
server's `serve`, `init-db`, `backup` and `restore` (admin.py), and the production server it starts
(serving.py, processes.py, front_proxy.py, keep_alive.py,
event_loop.py). Its language for problems is speech.py's."""
