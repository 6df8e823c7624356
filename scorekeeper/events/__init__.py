"""Club nights and tournaments, the parts that need no web page and no database (pure).

`movements` seats pairs or players table by table and round by round (Mitchell, round robin,
progressive), `seating` holds the seating as plain data, `manual_seating` checks a director's own,
`standings`
ranks the entrants from each table's totals, and `clock` says when a timed round ends. A table of a
round is an ordinary game: its rules come from `scorekeeper.rules` (`RoundFormat` for the round).
"""
