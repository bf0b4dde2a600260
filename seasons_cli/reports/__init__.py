"""What the commands report, as JSON-compatible data: the board, the moves, the history, the score.

Each report is built from the library (engine, game file, notation) and is the single source of
both the ``--json`` output and the rich views, so the two never say different things.
"""
