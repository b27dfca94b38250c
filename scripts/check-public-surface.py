#!/usr/bin/env python3
"""What `import FormUI` shows: fails when a server-only type of the engine is public API.

Reads the symbol graph the DocC step extracts (public symbols, without `@_spi(Engine)` ones), so run it
after `swift package generate-documentation --target FormUI`. The engine's types are `@_spi(Engine)`:
FormUIServer, FormUITesting and the benchmarks import them with `@_spi(Engine) import FormUI`.
"""
import glob
import json
import sys

# Types a server or a test harness needs and an app never names (DESIGN §0, "The public surface").
ENGINE_ONLY = [
    "PageState", "SessionPages", "SessionSnapshot", "SessionValues", "StoredStateError",
    "FormPost", "RenderOptions", "RenderedPage", "HTMLBuffer", "HTMLEscaping", "SymbolCatalog", "AssetCatalogs",
]

graphs = glob.glob(".build/*/extracted-symbols/*/FormUI/FormUI.symbols.json")
if not graphs:
    sys.exit("check-public-surface: no symbol graph of FormUI under .build; run the DocC step first")
symbols = json.load(open(graphs[0]))["symbols"]
top_level = {
    s["names"]["title"]
    for s in symbols
    if len(s["pathComponents"]) == 1
    and s["kind"]["identifier"] in ("swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias")
}
leaked = [name for name in ENGINE_ONLY if name in top_level]
print(f"check-public-surface: {len(top_level)} public types in FormUI; engine-only types public: {leaked or 'none'}")
sys.exit(1 if leaked else 0)
