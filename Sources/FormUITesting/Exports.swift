@_exported import FormUI
