#!/usr/bin/env bash
# `npm run test:cluster` runs Debian's HAProxy as the load balancer and makes its test hosts with
# `ip netns` and veth (iproute2), besides the throwaway PostgreSQL and Redis of `npm run test:faults`.
# Install them from Debian's packages when missing; nothing is started here.
set -euo pipefail
bash "$(dirname "$0")/ensure-fault-services.sh"
need=()
[ -x /usr/sbin/haproxy ] || need+=(haproxy)
command -v ip >/dev/null || need+=(iproute2)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
echo "[cluster] faltan ${need[*]}: instalándolos desde los paquetes de Debian…"
if [ "$(id -u)" -ne 0 ]; then
  echo "[cluster] hace falta ser root para instalar ${need[*]} con apt-get (y para crear los espacios de red)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq || true
# Only the program: Debian's package would also start a haproxy service of its own where systemd runs.
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
[ -x /usr/sbin/haproxy ] || { echo "[cluster] no se pudo instalar haproxy" >&2; exit 1; }
command -v ip >/dev/null || { echo "[cluster] no se pudo instalar iproute2" >&2; exit 1; }
echo "[cluster] instalado: ${need[*]}"
