"""Club nights and tournaments, the parts that need no web page and no database (pure).

Seating: `movements` seats pairs or players table by table and round by round (Mitchell, round
robin), `progressive` the individual events, `by_standings` the rounds paired from the ranking
(Danish, Swiss; `matching` finds a Swiss pairing with no rematch), `seating` holds the seating as
plain data, `manual_seating` checks a director's own, `entrant_changes` seats a late pair or a
withdrawal, and `guide` is one entrant's evening as its guide card prints it.
Results: `round_results` reads each table's state and result from the cached game summaries,
`standings` ranks the entrants from each table's totals (victory points by the scales of `scales`),
`results` lays the ranking and the rounds out as plain tables, and `clock` says when a timed round
ends. A table of a round is an ordinary game: its rules come from `scorekeeper.rules` (`RoundFormat`
for the round).
"""
