#!/usr/bin/env bash
# `npm run test:faults` starts throwaway PostgreSQL and Redis servers of its own, from
# Debian's programs (initdb and pg_ctl under /usr/lib/postgresql/*/bin, redis-server).
# Install them from Debian's packages when missing; nothing is started here.
set -euo pipefail
need=()
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || [ -n "${FAULTS_PG_BIN:-}" ] || need+=(postgresql)
[ -x /usr/bin/redis-server ] || need+=(redis-server)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
echo "[faults] faltan ${need[*]}: instalándolos desde los paquetes de Debian…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then SUDO="sudo"; else
    echo "[faults] hace falta ser root (o tener sudo) para instalar ${need[*]} con apt-get." >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq || true
$SUDO apt-get install -y -qq "${need[@]}" >/dev/null
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || [ -n "${FAULTS_PG_BIN:-}" ] ||
  { echo "[faults] no se pudo instalar PostgreSQL" >&2; exit 1; }
[ -x /usr/bin/redis-server ] || { echo "[faults] no se pudo instalar redis-server" >&2; exit 1; }
echo "[faults] instalado: ${need[*]}"
