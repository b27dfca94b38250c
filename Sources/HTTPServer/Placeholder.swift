// HTTPServer: being written.
