#!/usr/bin/env bash
# Installs the client toolkits screengate's own tests need beyond
# ../shared/tools/install-soap-clients.sh (which brings zeep, node-soap,
# JAX-WS wsimport, gowsdl and PHP SoapClient):
#   Debian: mono-devel (wsdl, mcs, mono: the .NET ASMX SOAP client and the
#           C# DTO compile), libsoap-wsdl-perl (wsdl2perl), kotlin (kotlinc),
#           python3-mypy (type check of the Python DTOs)
#   npm, pinned, into $PREFIX/node beside node-soap: typescript (tsc) and
#           @servicestack/client (the TypeScript DTO round trip)
# Idempotent; needs root. Prints what it found.
set -euo pipefail
PREFIX=${PREFIX:-/opt/soapclients}
export DEBIAN_FRONTEND=noninteractive

TYPESCRIPT_VERSION=5.9.3
SERVICESTACK_CLIENT_VERSION=2.1.13

pkgs=(mono-devel libsoap-wsdl-perl kotlin python3-mypy)
command -v javac >/dev/null || pkgs+=(default-jdk-headless)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  # apt and dpkg take a global lock: retry while another install holds it.
  for i in 1 2 3 4 5 6; do
    if apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
      break
    fi
    [ "$i" = 6 ] && exit 1
    echo "apt-get failed (lock?); retrying in 20s" >&2
    sleep 20
  done
fi

mkdir -p "$PREFIX/node"
cd "$PREFIX/node"
[ -f package.json ] || echo '{"name":"soapclients","private":true}' > package.json
have() { node -p "require('$PREFIX/node/node_modules/$1/package.json').version" 2>/dev/null; }
want=()
[ "$(have typescript)" = "$TYPESCRIPT_VERSION" ] || want+=("typescript@$TYPESCRIPT_VERSION")
[ "$(have @servicestack/client)" = "$SERVICESTACK_CLIENT_VERSION" ] || want+=("@servicestack/client@$SERVICESTACK_CLIENT_VERSION")
if [ ${#want[@]} -gt 0 ]; then
  npm install --no-audit --no-fund --loglevel=error --save-exact "${want[@]}"
fi

echo "mono        $(mono --version 2>/dev/null | head -1 || echo MISSING)"
echo "wsdl2perl   $(perl -MSOAP::WSDL -e 'print $SOAP::WSDL::VERSION' 2>/dev/null || echo MISSING)"
echo "kotlinc     $(kotlinc -version 2>&1 | grep -o 'kotlinc-jvm [^ ]*' || echo MISSING)"
echo "mypy        $(/usr/bin/python3 -m mypy --version 2>/dev/null || echo MISSING)"
echo "tsc         $(have typescript || echo MISSING)"
echo "ss client   $(have @servicestack/client || echo MISSING)"
