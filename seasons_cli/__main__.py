from seasons_cli.cli.main import main; main()
