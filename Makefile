# Builds perceive and installs it: `make install PREFIX=$HOME/.local` puts it in
# $HOME/.local/bin (PREFIX defaults to /usr/local). `make uninstall PREFIX=…` removes it.
# With the toolchain's own SwiftSyntax (the default where it has one), the installed
# perceive loads it from that toolchain, so keep the toolchain where it is.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
CONFIGURATION ?= release

.PHONY: build install uninstall

build:
	$(SWIFT) build -c $(CONFIGURATION) --product perceive

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)/perceive" "$(DESTDIR)$(BINDIR)/perceive"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/perceive"
