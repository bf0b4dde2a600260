"""The protocol layer of fair and sealed games (``../shared/design/fair-play.md``).

Keys, signatures, commitments, releases, masking and proofs live here, named as the design names
them. It sits beside the engine and below the file layer: the engine never imports it (chance
and hidden cards reach the engine as data), the file layer imports it only for games whose
kind is fair or sealed, and open games never load it (nor PyNaCl, the one cryptographic
dependency, in the ``fair`` extra).
"""
