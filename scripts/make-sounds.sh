#!/usr/bin/env bash
# Synthesises the game sounds with SoX and encodes them as small mono MP3s (every browser, iOS
# Safari included, plays MP3) into public/sounds/. Needs: apt-get install -y sox lame.
set -e
OUT="$(cd "$(dirname "$0")/.." && pwd)/public/sounds"
mkdir -p "$OUT"
cd "$(mktemp -d)"
R="-r 44100 -b 16"
sox -R -n $R -c 1 tick.wav synth 0.03 square 1400 gain -12 fade q 0.001 0.03 0.027 highpass 600 gain -n -6
note(){ sox -R -n $R -c 2 $1 synth $2 sawtooth $3 sawtooth $4 remix - lowpass 5000 gain -n -3 fade q 0.005 $2 $5; }
note n1.wav 0.14 523.25 1046.5 0.1
note n2.wav 0.14 659.25 1318.5 0.1
note n3.wav 0.14 783.99 1568 0.1
note c1.wav 0.9 523.25 659.25 0.6
note c2.wav 0.9 783.99 1046.5 0.6
sox -R -m c1.wav c2.wav chord.wav
sox -R n1.wav n2.wav n3.wav chord.wav fanfare.wav reverb 30 gain -n -3
sox -R -n $R -c 1 r1.wav synth 0.09 square 784 gain -6 fade q 0.003 0.09 0.04
sox -R -n $R -c 2 r2tmp.wav synth 0.45 square 1175 sine 1568 remix - gain -6 fade q 0.005 0.45 0.4; sox -R r2tmp.wav -c 1 r2.wav
sox -R r1.wav r2.wav -c 1 reveal.wav lowpass 3500 reverb 25 gain -n -4
sox -R -n $R -c 1 beep.wav synth 0.12 sine 988 fade q 0.005 0.12 0.05 gain -n -3
for f in tick reveal fanfare beep; do lame --quiet -b 40 --resample 22.05 -m m $f.wav "$OUT/$f.mp3"; done
ls -l "$OUT"
