#!/usr/bin/env python3
"""Counts substring checks on HTML in Tests/ that pin attribute order.

A check is a `.contains("…")` call whose string literal, once Swift's escapes are undone, holds two
or more `name="value"` pairs inside one tag (between a `<` or the fragment's start and the next `>`
or the fragment's end). Such a check fails when attributes are reordered, not only when one is wrong.

Usage: scripts/count-order-pinning-checks.py [paths...]   (default: Tests)
Prints one line per file with its count, then the total.
"""
import os, re, sys

CALL = re.compile(r'\.contains\(\s*"((?:[^"\\\n]|\\.)*)"')
PAIR = re.compile(r'[A-Za-z_:][-A-Za-z0-9_:.]*="[^"]*"')

def unescape(literal):
    return re.sub(r'\\(.)', lambda m: {'n': '\n', 't': '\t'}.get(m.group(1), m.group(1)), literal)

def pins_order(fragment):
    # Split into the parts that can lie inside one tag: cut at every '<' and '>'.
    for part in re.split(r'[<>]', fragment):
        if len(PAIR.findall(part)) >= 2:
            return True
    return False

def count(path):
    n = 0
    with open(path, encoding='utf-8') as f:
        for match in CALL.finditer(f.read()):
            if pins_order(unescape(match.group(1))):
                n += 1
    return n

roots = sys.argv[1:] or ['Tests']
total = 0
for root in roots:
    for dirpath, _, files in os.walk(root):
        for name in sorted(files):
            if name.endswith('.swift'):
                path = os.path.join(dirpath, name)
                if os.path.islink(path):
                    continue
                c = count(path)
                if c:
                    print(f'{c:5d} {path}')
                total += c
print(f'{total:5d} total')
