#!/bin/bash
# Draws one demo parcel photo with ImageMagick (no real photos offline). The six committed ones were made with:
#   ./make-parcel-photo.sh 1 "#8d8f92" "#b98b52" 420 320 -6 "ALICE CARTER" "UPS" "1Z 999 AA1 01 2345 6784"
#   (and 2-6 with other colours, sizes, angles, carriers and names)
# make.sh N bg boxcolor boxw boxh rot labeltext carrier
set -e
n=$1; bg=$2; box=$3; w=$4; h=$5; rot=$6; to="$7"; carrier="$8"; trk="$9"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
FONTB=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
# label: white with carrier, address and a barcode
bars=""
x=14
for i in $(seq 1 60); do bw=$(( (RANDOM % 3) + 1 )); bars="$bars rectangle $x,150 $((x+bw)),190"; x=$((x + bw + (RANDOM % 3) + 1)); [ $x -gt 220 ] && break; done
convert -size 240x220 xc:'#fbfbf7' -stroke '#222' -strokewidth 2 -fill none -draw "rectangle 3,3 236,216" \
  -stroke none -fill '#111' -font $FONTB -pointsize 22 -annotate +12+32 "$carrier" \
  -font $FONT -pointsize 11 -annotate +12+54 "SHIP TO:" -pointsize 13 -annotate +12+72 "$to" \
  -pointsize 11 -annotate +12+110 "FCS WAREHOUSE  EDISON NJ 08817" -annotate +12+128 "TRACKING #" \
  -draw "$bars" -pointsize 10 -annotate +14+205 "$trk" label.png
# box: cardboard with a tape strip and shading
convert -size ${w}x${h} xc:"$box" \
  \( -size ${w}x${h} xc: +noise Random -colorspace gray -blur 0x1.5 -blur 0x0.6 +level 43%,57% \) -compose softlight -composite -compose over \
  -fill '#c9a66b' -draw "rectangle $((w/2-28)),0 $((w/2+28)),$h" \
  -fill 'rgba(255,255,255,0.25)' -draw "rectangle $((w/2-28)),0 $((w/2-18)),$h" \
  \( label.png -rotate 2 \) -gravity center -geometry +$((w/6)),+$((h/8)) -compose over -composite \
  -bordercolor '#6b4e2a' -border 2 box.png
convert -size 640x480 xc:"$bg" \( -size 640x480 xc: +noise Random -colorspace gray -blur 0x6 +level 42%,58% \) -compose softlight -composite -compose over \
  \( box.png -background none -rotate $rot \( +clone -background black -shadow 60x12+14+14 \) +swap -background none -layers merge +repage \) \
  -gravity center -compose over -composite -quality 72 -strip parcel-$n.jpg
