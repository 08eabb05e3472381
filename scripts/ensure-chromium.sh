#!/usr/bin/env bash
# The browser tests drive Debian's Chromium through playwright-core; no test tool
# downloads a browser of its own. Install it from Debian's packages when missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "[chromium] no está instalado: instalándolo desde los paquetes de Debian…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then SUDO="sudo"; else
    echo "[chromium] hace falta ser root (o tener sudo) para instalar 'chromium' con apt-get." >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq || true
$SUDO apt-get install -y -qq chromium >/dev/null
[ -x "$CHROMIUM" ] || { echo "[chromium] no se pudo instalar $CHROMIUM" >&2; exit 1; }
echo "[chromium] instalado: $($CHROMIUM --version)"
