@_exported import FormUI
@_exported import HTTPServer
