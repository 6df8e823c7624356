"""What pages read and never write: a game's scoreboard, a club night's board, a season's evenings,
and the per-game summaries and ratings kept up to date when a page reads them."""
