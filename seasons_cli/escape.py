"""Text from outside shown safely: a file name or a setting printed to a terminal, a mail or a
commit message can hold characters a terminal acts on (an escape sequence, a carriage return)
or that start a new line (a ``Bcc:`` header after a newline in a Subject: issue #16, item 7).

Player names need nothing: ``seasons new`` and the schema allow only letters, digits and ``_.-``
in them, and errors quote any other text they name with ``repr``. Paths, which may hold any
character but NUL, are shown with every character that is not printable written as Python
writes it in a ``repr`` (``\\n``, ``\\x1b``, ``\\u202e``, ``\\udcff`` for a byte that is no UTF-8),
and nothing else changed; in a command to copy, as a word of the shell that means the same
file (``shell_word``).
"""

from __future__ import annotations


def escaped(text: str) -> str:
    """``text`` with every character that is not printable (``str.isprintable``: control and
    format characters, line separators, lone surrogates) written as its Python escape."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)


def one_line(text: str) -> str:
    """``text`` as one line of printable text: its runs of white space (newlines too) made one
    space, then anything else not printable escaped: what a Subject line or an error line may
    hold, whatever a setting or a message brought in."""
    return escaped(" ".join(text.split()))


def shell_word(path: str) -> str:
    """``path`` as one word of a POSIX shell: ``shlex.quote``'s when it is printable, else in
    bash's ``$'...'`` quoting with escapes (a byte that is no UTF-8, held by
    ``os.fsdecode`` as a lone surrogate, as that byte), which bash, zsh and ksh read back as the
    same name."""
    if path.isprintable():
        import shlex  # the commands that print a command to copy only

        return shlex.quote(path)
    return "$'" + "".join(_ansi_c(char) for char in path) + "'"


def _ansi_c(char: str) -> str:
    if char in "\\'":
        return "\\" + char
    if char.isprintable():
        return char
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # surrogateescape: the byte the file name has there
        return f"\\x{code - 0xDC00:02x}"
    return f"\\x{code:02x}" if code < 0x80 else f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"
