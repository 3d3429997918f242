#!/bin/sh
# Init step of docker-compose.yml (service "certs"): leaves a TLS certificate for nginx in
# /certs. A certificate already there (mounted from TLS_CERT_DIR, or made by an earlier start)
# is kept; otherwise a self-signed one for TLS_HOSTNAME (and localhost) is written, valid 825
# days, so that the stack serves HTTPS on its first start. Browsers warn about a self-signed
# certificate: mount a real one for anything public (see the README, "Several nodes").
set -eu
dir=/certs
host="${TLS_HOSTNAME:-localhost}"
if [ -s "$dir/tls.crt" ] && [ -s "$dir/tls.key" ]; then
  echo "certs: using the certificate in $dir ($(openssl x509 -noout -subject -enddate -in "$dir/tls.crt" 2>/dev/null | tr '\n' ' ' || echo 'present'))"
  exit 0
fi
command -v openssl >/dev/null 2>&1 || apk add --no-cache openssl >/dev/null
umask 077
openssl req -x509 -newkey rsa:2048 -sha256 -nodes -days 825 \
  -subj "/CN=$host" \
  -addext "subjectAltName=DNS:$host,DNS:localhost,IP:127.0.0.1" \
  -keyout "$dir/tls.key" -out "$dir/tls.crt" 2>/dev/null
chmod 644 "$dir/tls.crt"
echo "certs: wrote a self-signed certificate for $host to $dir"
