#!/usr/bin/env bash
# Debian packages the test suite uses: Chromium for browser tests, poppler-utils to read
# PDFs back, LibreOffice Writer and Impress (no GUI) to lay out the Word exports and open the
# slide decks as a reader would, the
# SWORD tools and modules the scripture reader is compared with (and the study
# data in server/scripture/study/data is built from and checked against), nginx for
# the multi-instance test and redis-server for the Redis tests (each runs its own server;
# the system services are not used), ffmpeg (with ffprobe) to prepare sermon recordings, and
# espeak-ng to speak the recordings the media tests make; cmake and g++ to build whisper.cpp's
# server, which the transcription client is tested against (scripts/install-whisper-server.sh,
# run last).
set -euo pipefail
packages=(chromium chromium-headless-shell fonts-liberation poppler-utils libreoffice-writer-nogui libreoffice-impress-nogui diatheke sword-text-web sword-text-kjv sword-dict-naves sword-comm-mhcc sword-dict-strongs-greek sword-dict-strongs-hebrew sword-comm-tdavid sword-comm-scofield nginx redis-server ffmpeg espeak-ng cmake g++ make)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "System packages present."
elif [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
else
  echo "Installing ${missing[*]}"
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
fi
bash "$(dirname "$0")/install-whisper-server.sh"
