# The platform's commands. `make run` and `make test` are the two that matter;
# each installs what it needs into the checkout first.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run

PYTHON ?= python3
VENV := backend/.venv
PY := $(VENV)/bin/python
NPM := npm --prefix frontend
PG_TEST_URL ?= postgresql+psycopg://postgres@127.0.0.1:5432/relief_test
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1

WEB_SOURCES := $(shell find frontend/src frontend/index.html frontend/teacher frontend/admin frontend/vite.config.ts frontend/tsconfig.json -type f 2>/dev/null) frontend/package-lock.json

.PHONY: run test install install-dev web lint fmt typecheck test-backend test-backend-sqlite \
        test-backend-postgres test-web test-e2e test-e2e-stress api-types check-api-types bench clean

## run: install everything and serve the platform at http://127.0.0.1:$${PORT:-8000}
run: install
	-scripts/require-fonts.sh
	cd backend && exec .venv/bin/python -m relief serve

## test: every check: lint, types, backend on SQLite and PostgreSQL, web unit tests, browser tests
test: install-dev
	scripts/require-chromium.sh
	scripts/require-fonts.sh
	$(MAKE) --no-print-directory lint typecheck check-api-types test-backend test-web test-e2e

install: $(VENV)/.runtime-installed frontend/node_modules/.installed frontend/dist/index.html

install-dev: install $(VENV)/.dev-installed

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.runtime-installed: backend/requirements.txt | $(VENV)/bin/python
	$(PY) -m pip install --quiet --disable-pip-version-check -r backend/requirements.txt
	touch $@

$(VENV)/.dev-installed: backend/requirements-dev.txt backend/requirements.txt | $(VENV)/bin/python
	$(PY) -m pip install --quiet --disable-pip-version-check -r backend/requirements-dev.txt
	touch $@

frontend/node_modules/.installed: frontend/package.json frontend/package-lock.json
	$(NPM) ci --no-audit --no-fund --loglevel=error
	touch $@

frontend/dist/index.html: $(WEB_SOURCES) frontend/node_modules/.installed
	$(NPM) run --silent build

web: frontend/dist/index.html

lint: install-dev
	cd backend && .venv/bin/ruff check relief tests migrations bench && .venv/bin/ruff format --check relief tests migrations bench
	cd backend && .venv/bin/lint-imports
	$(NPM) run --silent lint

fmt: install-dev
	cd backend && .venv/bin/ruff format relief tests migrations bench && .venv/bin/ruff check --fix relief tests migrations bench

typecheck: install-dev
	cd backend && .venv/bin/mypy relief tests bench
	$(NPM) run --silent typecheck

test-backend: test-backend-sqlite test-backend-postgres

test-backend-sqlite: install-dev
	cd backend && .venv/bin/pytest

test-backend-postgres: install-dev
	scripts/backend-on-postgres.sh "$(PG_TEST_URL)"

test-web: install
	$(NPM) run --silent test

test-e2e: install-dev
	scripts/e2e.sh

## test-e2e-stress: the browser tests while a busy loop per core keeps the machine busy
test-e2e-stress: install-dev
	scripts/e2e-stress.sh

## api-types: regenerate the web apps' API types from the server's OpenAPI document, and its refusals' codes
api-types: install-dev
	cd backend && .venv/bin/python -m relief openapi ../var/openapi.json
	cd backend && .venv/bin/python -m relief refusals ../frontend/src/shared/refusals/codes.json
	$(NPM) run --silent api-types

check-api-types: install-dev
	scripts/check-api-types.sh

bench: install-dev
	cd backend && .venv/bin/python -m bench

clean:
	rm -rf var frontend/dist
