"""The power-card catalogue (data only; behaviour is in ``seasons_cli.engine.effects``)."""
