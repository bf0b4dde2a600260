"""The boundary where errors become one line on stderr and an exit code.

Library errors (``SeasonsError``) and problems with files become ``error: ...`` and exit code 1;
usage errors stay click's (exit code 2); anything unexpected also becomes one line, never a
traceback.
"""

from __future__ import annotations

import errno
import os
from typing import Any

import click

from ..engine.errors import SeasonsError
from ..escape import escaped, one_line


class Failure(click.ClickException):
    """An error a user can act on: one line ``error: ...`` on stderr, exit code 1."""

    exit_code = 1

    def show(self, file: Any = None) -> None:
        """One line, whatever the message holds: a file name, a setting, a library's words
        (``escape.one_line``: nothing a terminal acts on, no second line)."""
        click.echo(f"error: {one_line(str(self.message))}", err=True)


class SeasonsGroup(click.Group):
    """The command group: its commands run inside the error boundary."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except SeasonsError as error:
            raise Failure(str(error)) from None
        except OSError as error:
            if error.errno == errno.EPIPE:
                raise  # click handles a closed pipe (``seasons replay game.json | head``)
            raise Failure(os_message(error)) from None
        except Exception as error:  # noqa: BLE001 - the last line of defence: no traceback
            raise Failure(f"internal error, please report it: {type(error).__name__}: {error}") \
                from None


def os_message(error: OSError) -> str:
    """``game.json: No such file or directory`` rather than ``[Errno 2] ...``; the reason alone
    when the error names no file, or a descriptor (``open(3)``: a number, no name to show)."""
    named = isinstance(error.filename, (str, bytes)) and error.filename
    where = escaped(os.fsdecode(error.filename)) if named else ""
    reason = error.strerror or str(error)
    return f"{where}: {reason}" if where else reason
