@_exported import FormUI
@_exported import HTTPServer
@_exported import HTTPTypes
