#!/usr/bin/env python3
"""Imports the icons FormUI ships for SF Symbol names from openly licensed icon sets.

    python3 scripts/import-symbols.py --lucide PATH [--tabler PATH] [--preview FILE]

PATH is where a set was downloaded, as a wheel, a zip or a folder of SVG files; the sets are not kept in
the repository, only the icons converted from them:

    pip download --no-deps -d /tmp/icon-sets lucide pytablericons
    python3 scripts/import-symbols.py --lucide /tmp/icon-sets/lucide-*.whl --tabler /tmp/icon-sets/pytablericons-*.whl

(The `lucide` package on PyPI carries Lucide's SVG files, `pytablericons` Tabler's.)

It writes, from the table SYMBOLS below:
- Public/icons/NAME.svg for every name, in FormUI's form (24×24, the neutral grey <style> line, nothing
  fetched, no scripts or links). The icons drawn for FormUI by hand (source `=`) are left as they are.
  An SVG in Public/icons/ that the table does not name is removed.
- the generated part of Public/formui.css that paints each icon in the text colour (a CSS mask),
- Sources/FormUI/Content/ShippedSymbols.swift, the names `SymbolCatalog.shipped` promises,
- Public/icons/LICENSE, saying which file comes from which set under which licence.

Each line of SYMBOLS is `sf.name  source  options…`. A source is a Lucide icon's name, `tabler:NAME`
(Tabler's outline icons), `formui:NAME` (one of FormUI's own icons, copied or changed), or `=` (FormUI's
own icon of that name, kept). Options:
- `fill`: a filled variant (`.fill`), made from the outline: closed shapes are filled with the colour,
  and the lines drawn inside them are cut out of the fill (as SF Symbols draw a filled shape's details),
  lines outside stay as they are. `fill=1,2`, `cut=3`, `solid=4`, `keep=0`, `over=5` set parts by number
  instead (a part is a shape, or one piece of a path; `--parts NAME` lists them): a `solid` part is cut
  out whole, not just its outline; an `over` part is cut out whole and drawn in outline, on top.
- `circle`: the icon, smaller, inside a circle (`heart.circle`); with `fill`, cut out of a filled disc.
- `mirror`: flipped left to right (`bubble.right` from a left bubble).
"""

import argparse
import html
import io
import math
import os
import re
import sys
import xml.etree.ElementTree as ET
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ICONS = os.path.join(ROOT, "Public", "icons")
CSS = os.path.join(ROOT, "Public", "formui.css")
SWIFT = os.path.join(ROOT, "Sources", "FormUI", "Content", "ShippedSymbols.swift")

# The SF Symbol names FormUI draws, and where each icon comes from. Chosen for likeness to Apple's symbol
# (the drawings are the sets' own; nothing here copies SF Symbols artwork). A name without an icon is shown
# by its accessible label (Sources/FormUI/Content/SymbolLabels.swift), and an icon for `NAME.fill`,
# `.circle`, `.square` or `.slash` falls back to NAME's icon, so variants with no good likeness are left out.
SYMBOLS = """
# FormUI's own icons, drawn for it by hand.
arrow.up                            =
checkmark                           =
chevron.left                        =
chevron.right                       =
circle.dashed.inset.filled          =
circle.fill                         =
doc.on.clipboard                    =
doc.on.doc                          =
dot.radiowaves.left.and.right       =
flag                                =
flag.slash                          =
folder.badge.plus                   =
hand.thumbsdown                     =
hand.thumbsup                       =
heart                               =
heart.fill                          =
minus                               =
paintpalette                        =
plus                                =
questionmark                        =
scissors                            =
star                                =
star.fill                           =
trash                               =

# Made from FormUI's own icons.
chevron.backward                    formui:chevron.left
chevron.forward                     formui:chevron.right
flag.fill                           formui:flag          fill=1
hand.thumbsup.fill                  formui:hand.thumbsup fill
hand.thumbsdown.fill                formui:hand.thumbsdown fill
trash.fill                          formui:trash         fill=2 cut=3,4 keep=0,1
heart.circle                        formui:heart         circle
heart.circle.fill                   formui:heart         circle fill solid=1

# Adding, removing, confirming
star.circle                         circle-star
star.circle.fill                    circle-star          fill solid=1
plus.circle                         circle-plus
plus.circle.fill                    circle-plus          fill
plus.square                         square-plus
plus.square.fill                    square-plus          fill
minus.circle                        circle-minus
minus.circle.fill                   circle-minus         fill
xmark                               x
xmark.circle                        circle-x
xmark.circle.fill                   circle-x             fill
checkmark.circle                    circle-check
checkmark.circle.fill               circle-check         fill
checkmark.square                    square-check
checkmark.square.fill               square-check         fill
checkmark.seal                      badge-check
checkmark.seal.fill                 badge-check          fill
checkmark.shield                    shield-check
checklist                           list-checks
nosign                              ban

# Editing
pencil                              pencil
pencil.circle                       pencil               circle
pencil.circle.fill                  pencil               circle fill
square.and.pencil                   square-pen
eraser                              eraser
paintbrush                          paintbrush
crop                                crop
wand.and.stars                      wand-sparkles
sparkles                            sparkles
clipboard                           clipboard
square.on.square                    copy
paperclip                           paperclip
link                                link
delete.left                         delete
keyboard                            keyboard

# Sharing, files and folders
square.and.arrow.up                 share
square.and.arrow.down               download
archivebox                          archive
tray                                inbox
doc                                 file
doc.fill                            file                 fill
doc.text                            file-text
doc.text.fill                       file-text            fill
doc.badge.plus                      file-plus
folder                              folder
folder.fill                         folder               fill
printer                             printer
icloud                              cloud
icloud.and.arrow.up                 cloud-upload
icloud.and.arrow.down               cloud-download

# Arrows
arrow.down                          arrow-down
arrow.left                          arrow-left
arrow.right                         arrow-right
arrow.backward                      arrow-left
arrow.forward                       arrow-right
arrow.up.right                      arrow-up-right
arrow.up.circle                     circle-arrow-up
arrow.up.circle.fill                circle-arrow-up      fill
arrow.down.circle                   circle-arrow-down
arrow.down.circle.fill              circle-arrow-down    fill
arrow.left.circle                   circle-arrow-left
arrow.left.circle.fill              circle-arrow-left    fill
arrow.right.circle                  circle-arrow-right
arrow.right.circle.fill             circle-arrow-right   fill
arrow.up.arrow.down                 arrow-up-down
arrow.left.arrow.right              arrow-left-right
arrow.up.left.and.arrow.down.right  maximize-2
arrow.down.right.and.arrow.up.left  minimize-2
arrow.uturn.left                    undo-2
arrow.uturn.right                   redo-2
arrow.uturn.backward                undo-2
arrow.uturn.forward                 redo-2
arrow.clockwise                     rotate-cw
arrow.counterclockwise              rotate-ccw
arrow.triangle.2.circlepath         refresh-cw
arrow.2.circlepath                  refresh-ccw
arrowshape.turn.up.left             reply
arrowshape.turn.up.right            forward
rectangle.portrait.and.arrow.right  log-out
repeat                              repeat
repeat.1                            repeat-1
shuffle                             shuffle

# Chevrons
chevron.up                          chevron-up
chevron.down                        chevron-down
chevron.up.circle                   circle-chevron-up
chevron.up.circle.fill              circle-chevron-up    fill
chevron.down.circle                 circle-chevron-down
chevron.down.circle.fill            circle-chevron-down  fill
chevron.left.circle                 circle-chevron-left
chevron.left.circle.fill            circle-chevron-left  fill
chevron.right.circle                circle-chevron-right
chevron.right.circle.fill           circle-chevron-right fill
chevron.up.chevron.down             chevrons-up-down

# Alerts and information
info.circle                         info
info.circle.fill                    info                 fill
questionmark.circle                 circle-question-mark
questionmark.circle.fill            circle-question-mark fill
exclamationmark.circle              circle-alert
exclamationmark.circle.fill         circle-alert         fill
exclamationmark.triangle            triangle-alert
exclamationmark.triangle.fill       triangle-alert       fill

# Lists and layout
list.bullet                         list
list.number                         list-ordered
line.3.horizontal                   menu
line.3.horizontal.decrease          list-filter
line.3.horizontal.decrease.circle   list-filter          circle
line.3.horizontal.decrease.circle.fill list-filter       circle fill
ellipsis                            ellipsis
ellipsis.circle                     circle-ellipsis
ellipsis.circle.fill                circle-ellipsis      fill
square.grid.2x2                     layout-grid
square.grid.2x2.fill                layout-grid          fill
rectangle.grid.1x2                  rows-2
slider.horizontal.3                 sliders-horizontal

# Shapes
square                              square
square.fill                         square               fill
app                                 square
circle                              circle
rectangle                           rectangle-horizontal
triangle                            triangle
triangle.fill                       triangle             fill

# Search
magnifyingglass                     search
magnifyingglass.circle              search               circle
magnifyingglass.circle.fill         search               circle fill

# People
person                              user
person.fill                         user                 fill
person.circle                       circle-user
person.circle.fill                  circle-user          fill solid=1,2
person.crop.circle                  circle-user
person.crop.circle.fill             circle-user          fill solid=1,2
person.2                            users
person.2.fill                       users                fill=0,1,2,3
person.badge.plus                   user-plus
figure.walk                         tabler:walk
figure.run                          tabler:run
hand.raised                         hand
eye                                 eye
eye.fill                            eye                  fill
eye.slash                           eye-off
brain                               brain
face.smiling                        smile

# Communication
envelope                            mail
envelope.fill                       mail                 fill
phone                               phone
phone.fill                          phone                fill
message                             message-circle
message.fill                        message-circle       fill
bubble.left                         message-circle
bubble.left.fill                    message-circle       fill
bubble.right                        message-circle       mirror
bubble.left.and.bubble.right        messages-square
text.bubble                         message-square-text
paperplane                          send
paperplane.fill                     send                 fill
megaphone                           megaphone
bell                                bell
bell.fill                           bell                 fill
bell.slash                          bell-off
bell.badge                          bell-dot
wifi                                wifi
wifi.slash                          wifi-off
video                               video
video.fill                          video                fill
video.slash                         video-off
mic                                 mic
mic.fill                            mic                  fill
mic.slash                           mic-off

# Media
play                                play
play.fill                           play                 fill
play.circle                         circle-play
play.circle.fill                    circle-play          fill solid=0
pause                               pause
pause.fill                          pause                fill
pause.circle                        circle-pause
pause.circle.fill                   circle-pause         fill
stop                                square
stop.fill                           square               fill
stop.circle                         circle-stop
stop.circle.fill                    circle-stop          fill solid=1
forward                             fast-forward
forward.fill                        fast-forward         fill
backward                            rewind
backward.fill                       rewind               fill
forward.end                         skip-forward
forward.end.fill                    skip-forward         fill
backward.end                        skip-back
backward.end.fill                   skip-back            fill
speaker                             volume
speaker.fill                        volume               fill
speaker.wave.2                      volume-2
speaker.wave.2.fill                 volume-2             fill
speaker.wave.3                      volume-2
speaker.wave.3.fill                 volume-2             fill
speaker.slash                       volume-off
waveform                            audio-lines
waveform.circle                     audio-lines          circle
waveform.circle.fill                audio-lines          circle fill
headphones                          headphones
music.note                          music
music.note.list                     list-music
tv                                  tv
film                                film
camera                              camera
camera.fill                         camera               fill
photo                               image
photo.fill                          image                fill solid=1
photo.on.rectangle                  images

# Time
clock                               clock
clock.fill                          clock                fill
clock.arrow.circlepath              history
alarm                               alarm-clock
timer                               timer
stopwatch                           timer
hourglass                           hourglass
calendar                            calendar
calendar.badge.plus                 calendar-plus

# Shopping and money
cart                                shopping-cart
cart.fill                           shopping-cart        fill=0,1,2
bag                                 shopping-bag
bag.fill                            shopping-bag         fill
creditcard                          credit-card
creditcard.fill                     credit-card          fill
dollarsign                          dollar-sign
dollarsign.circle                   circle-dollar-sign
dollarsign.circle.fill              circle-dollar-sign   fill
banknote                            banknote
gift                                gift
gift.fill                           gift                 fill
tag                                 tag
tag.fill                            tag                  fill
storefront                          store
shippingbox                         package
chart.bar                           chart-no-axes-column
chart.pie                           chart-pie
chart.line.uptrend.xyaxis           chart-line

# Places and travel
house                               house
house.fill                          house                fill
building.2                          building-2
location                            navigation
location.fill                       navigation           fill
mappin                              map-pin
mappin.circle                       map-pin              circle
mappin.circle.fill                  map-pin              circle fill solid=1
map                                 map
map.fill                            map                  fill=0
globe                               globe
car                                 car
car.fill                            car                  fill=0,1,3
bus                                 bus
tram                                tram-front
airplane                            plane
bicycle                             bike

# Weather and nature
sun.max                             sun
sun.max.fill                        sun                  fill
moon                                moon
moon.fill                           moon                 fill
cloud                               cloud
cloud.fill                          cloud                fill
cloud.rain                          cloud-rain
cloud.rain.fill                     cloud-rain           fill
cloud.sun                           cloud-sun
cloud.bolt                          cloud-lightning
cloud.snow                          cloud-snow
snowflake                           snowflake
wind                                wind
umbrella                            umbrella
drop                                droplet
drop.fill                           droplet              fill
flame                               flame
flame.fill                          flame                fill
bolt                                zap
bolt.fill                           zap                  fill
leaf                                leaf
leaf.fill                           leaf                 fill=0 cut=1
tree                                tree-deciduous

# Food and home
fork.knife                          utensils
cup.and.saucer                      coffee
birthday.cake                       cake
tshirt                              shirt

# Health and fitness
cross                               cross
cross.case                          briefcase-medical
pills                               pill
waveform.path.ecg                   activity
dumbbell                            dumbbell
trophy                              trophy
trophy.fill                         trophy               fill
medal                               medal
rosette                             award
crown                               crown
gauge.medium                        gauge

# Things and tools
gear                                cog
gearshape                           settings
gearshape.fill                      settings             fill
wrench                              wrench
hammer                              hammer
lightbulb                           lightbulb
lightbulb.fill                      lightbulb            fill=0
key                                 key
lock                                lock
lock.fill                           lock                 fill
lock.open                           lock-open
shield                              shield
shield.fill                         shield               fill
gamecontroller                      gamepad-2
book                                book-open
book.fill                           book-open            fill
book.closed                         book
books.vertical                      library
bookmark                            bookmark
bookmark.fill                       bookmark             fill
note.text                           notepad-text
graduationcap                       graduation-cap
pin                                 pin
pin.fill                            pin                  fill
briefcase                           briefcase
laptopcomputer                      laptop
iphone                              smartphone
power                               power
"""

# --------------------------------------------------------------------------------------------------
# Reading the sets

class IconSet:
    """Icons by name from a folder, a zip or a wheel (a zip that may hold the set's own zip)."""

    def __init__(self, path, subfolder=None):
        self.files = {}
        self.path = path
        if os.path.isdir(path):
            for folder, _, names in os.walk(path):
                for name in names:
                    if name.endswith(".svg"):
                        self._add(os.path.join(folder, name), lambda p=os.path.join(folder, name): open(p, "rb").read(), subfolder)
        else:
            self._read_zip(zipfile.ZipFile(path), subfolder)
        if not self.files:
            sys.exit(f"no SVG files found in {path}")

    def _read_zip(self, archive, subfolder):
        for entry in archive.namelist():
            if entry.endswith(".zip"):
                self._read_zip(zipfile.ZipFile(io.BytesIO(archive.read(entry))), subfolder)
            elif entry.endswith(".svg"):
                self._add(entry, lambda e=entry, a=archive: a.read(e), subfolder)

    def _add(self, path, read, subfolder):
        parts = path.replace(os.sep, "/").split("/")
        if subfolder and subfolder not in parts[:-1]:
            return
        self.files[parts[-1][:-4]] = read

    def read(self, name):
        if name not in self.files:
            sys.exit(f"{self.path} has no icon named {name}")
        return self.files[name]().decode("utf-8")


# --------------------------------------------------------------------------------------------------
# Paths: just enough of SVG path data to split a path into pieces and know each piece's extent

NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")

def parse_path(d):
    """The path as absolute commands: a list of (letter, [numbers]) with letters in MLCQAZ."""
    out = []
    i, n = 0, len(d)
    command = None
    cx = cy = sx = sy = 0.0
    last_control = None  # for S and T
    last_letter = None

    def numbers(count, flags=()):
        nonlocal i
        values = []
        for k in range(count):
            while i < n and (d[i].isspace() or d[i] == ","):
                i += 1
            if k in flags:
                values.append(float(d[i]))
                i += 1
                continue
            match = NUMBER.match(d, i)
            if not match:
                raise ValueError(f"bad path data at {i}: {d}")
            values.append(float(match.group()))
            i = match.end()
        return values

    while True:
        while i < n and (d[i].isspace() or d[i] == ","):
            i += 1
        if i >= n:
            break
        if d[i].isalpha():
            command = d[i]
            i += 1
            if command in "Zz":
                out.append(("Z", []))
                cx, cy = sx, sy
                last_letter = "Z"
                continue
        elif command is None:
            raise ValueError(d)
        relative = command.islower()
        c = command.upper()
        ox, oy = (cx, cy) if relative else (0.0, 0.0)
        if c == "M":
            x, y = numbers(2)
            cx, cy = x + ox, y + oy
            sx, sy = cx, cy
            out.append(("M", [cx, cy]))
            command = "l" if relative else "L"  # further pairs are lines
            last_letter = "M"
        elif c == "L":
            x, y = numbers(2)
            cx, cy = x + ox, y + oy
            out.append(("L", [cx, cy]))
        elif c == "H":
            (x,) = numbers(1)
            cx = x + (cx if relative else 0.0)
            out.append(("L", [cx, cy]))
        elif c == "V":
            (y,) = numbers(1)
            cy = y + (cy if relative else 0.0)
            out.append(("L", [cx, cy]))
        elif c == "C":
            v = numbers(6)
            pts = [v[0] + ox, v[1] + oy, v[2] + ox, v[3] + oy, v[4] + ox, v[5] + oy]
            out.append(("C", pts))
            last_control = (pts[2], pts[3])
            cx, cy = pts[4], pts[5]
        elif c == "S":
            v = numbers(4)
            if last_letter in ("C", "S") and last_control:
                x1, y1 = 2 * cx - last_control[0], 2 * cy - last_control[1]
            else:
                x1, y1 = cx, cy
            pts = [x1, y1, v[0] + ox, v[1] + oy, v[2] + ox, v[3] + oy]
            out.append(("C", pts))
            last_control = (pts[2], pts[3])
            cx, cy = pts[4], pts[5]
        elif c == "Q":
            v = numbers(4)
            pts = [v[0] + ox, v[1] + oy, v[2] + ox, v[3] + oy]
            out.append(("Q", pts))
            last_control = (pts[0], pts[1])
            cx, cy = pts[2], pts[3]
        elif c == "T":
            v = numbers(2)
            if last_letter in ("Q", "T") and last_control:
                x1, y1 = 2 * cx - last_control[0], 2 * cy - last_control[1]
            else:
                x1, y1 = cx, cy
            pts = [x1, y1, v[0] + ox, v[1] + oy]
            out.append(("Q", pts))
            last_control = (x1, y1)
            cx, cy = pts[2], pts[3]
        elif c == "A":
            v = numbers(7, flags=(3, 4))
            pts = [v[0], v[1], v[2], v[3], v[4], v[5] + ox, v[6] + oy]
            out.append(("A", pts))
            cx, cy = pts[5], pts[6]
        else:
            raise ValueError(f"path command {command} in {d}")
        if c not in ("M",):
            last_letter = c
    return out


def arc_points(x0, y0, rx, ry, phi, large, sweep, x, y, steps=16):
    """Points along an SVG arc (the endpoint parameterisation of SVG 1.1, F.6.5)."""
    if rx == 0 or ry == 0 or (x0 == x and y0 == y):
        return [(x, y)]
    rx, ry = abs(rx), abs(ry)
    p = math.radians(phi)
    cp, sp = math.cos(p), math.sin(p)
    dx, dy = (x0 - x) / 2, (y0 - y) / 2
    x1 = cp * dx + sp * dy
    y1 = -sp * dx + cp * dy
    scale = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if scale > 1:
        rx *= math.sqrt(scale)
        ry *= math.sqrt(scale)
    num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    den = rx * rx * y1 * y1 + ry * ry * x1 * x1
    factor = math.sqrt(max(0.0, num / den)) if den else 0.0
    if large == sweep:
        factor = -factor
    cx1 = factor * rx * y1 / ry
    cy1 = -factor * ry * x1 / rx
    cx = cp * cx1 - sp * cy1 + (x0 + x) / 2
    cy = sp * cx1 + cp * cy1 + (y0 + y) / 2

    def angle(ux, uy, vx, vy):
        a = math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        return a

    t1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
    dt = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
    if not sweep and dt > 0:
        dt -= 2 * math.pi
    elif sweep and dt < 0:
        dt += 2 * math.pi
    points = []
    for k in range(1, steps + 1):
        t = t1 + dt * k / steps
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        points.append((cp * ex - sp * ey + cx, sp * ex + cp * ey + cy))
    return points


def subpath_points(commands):
    """Points along one subpath (sampled), and whether it is closed."""
    points = []
    cx = cy = 0.0
    closed = False
    for letter, v in commands:
        if letter == "M":
            cx, cy = v
            points.append((cx, cy))
        elif letter == "L":
            cx, cy = v
            points.append((cx, cy))
        elif letter == "C":
            for k in range(1, 11):
                t = k / 10
                a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3
                points.append((a * cx + b * v[0] + c * v[2] + d * v[4], a * cy + b * v[1] + c * v[3] + d * v[5]))
            cx, cy = v[4], v[5]
        elif letter == "Q":
            for k in range(1, 11):
                t = k / 10
                a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
                points.append((a * cx + b * v[0] + c * v[2], a * cy + b * v[1] + c * v[3]))
            cx, cy = v[2], v[3]
        elif letter == "A":
            points += arc_points(cx, cy, v[0], v[1], v[2], v[3], v[4], v[5], v[6])
            cx, cy = v[5], v[6]
        elif letter == "Z":
            closed = True
    if not closed and len(points) > 2:
        (x0, y0), (x1, y1) = points[0], points[-1]
        closed = abs(x0 - x1) < 0.05 and abs(y0 - y1) < 0.05
        # An outline left open at one side (a box's body below its lid, a figure's shoulders) closes
        # with a short straight line; an arc alone (a sound wave, a clapper) does not count.
        length = sum(math.dist(a, b) for a, b in zip(points, points[1:]))
        closed = closed or (length > 0 and math.dist(points[0], points[-1]) / length < 0.72)
    return points, closed


def split_subpaths(commands):
    pieces = []
    for command in commands:
        if command[0] == "M" or not pieces:
            pieces.append([])
        pieces[-1].append(command)
    return pieces


def number(value):
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def path_data(commands):
    return " ".join(letter + " ".join(number(x) for x in v) if v else letter for letter, v in commands)


# --------------------------------------------------------------------------------------------------
# Icons as parts

DRAWN = {"path", "circle", "ellipse", "rect", "line", "polyline", "polygon"}
KEPT_ATTRIBUTES = {
    "d", "cx", "cy", "r", "rx", "ry", "x", "y", "width", "height", "x1", "y1", "x2", "y2", "points",
    "fill", "stroke", "stroke-width", "stroke-dasharray", "stroke-linecap", "stroke-linejoin", "transform",
}


class Part:
    """One shape of an icon: an element, or one piece of a path. Its extent and whether it is closed."""

    def __init__(self, tag, attributes, points, closed):
        self.tag = tag
        self.attributes = attributes
        self.points = points
        self.closed = closed
        self.role = None

    @property
    def box(self):
        xs = [p[0] for p in self.points]
        ys = [p[1] for p in self.points]
        return min(xs), min(ys), max(xs), max(ys)

    @property
    def area(self):
        x0, y0, x1, y1 = self.box
        return (x1 - x0) * (y1 - y0)

    def inside(self, other, tolerance=0.6):
        a, b = self.box, other.box
        return a[0] >= b[0] - tolerance and a[1] >= b[1] - tolerance and a[2] <= b[2] + tolerance and a[3] <= b[3] + tolerance

    def markup(self, extra=""):
        attributes = "".join(f' {k}="{html.escape(v, quote=True)}"' for k, v in self.attributes.items())
        return f"<{self.tag}{attributes}{extra}/>"

    def transformed(self, scale, mirror):
        """The part drawn at `scale` about the centre, or flipped left to right."""
        def move(p):
            x, y = p
            if mirror:
                x = 24 - x
            return (12 + (x - 12) * scale, 12 + (y - 12) * scale)
        part = Part(self.tag, dict(self.attributes), [move(p) for p in self.points], self.closed)
        return part


def transform_points(transform, points):
    """Points moved by an SVG transform list (matrix, translate, scale)."""
    for kind, values in reversed(re.findall(r"(\w+)\(([^)]*)\)", transform)):
        v = [float(x) for x in NUMBER.findall(values)]
        if kind == "matrix":
            a, b, c, d, e, f = v
        elif kind == "translate":
            a, b, c, d, e, f = 1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0
        elif kind == "scale":
            a, b, c, d, e, f = v[0], 0, 0, v[-1], 0, 0
        else:
            raise ValueError(f"transform {kind}")
        points = [(a * x + c * y + e, b * x + d * y + f) for x, y in points]
    return points


def element_parts(element, split):
    """The parts of one drawn element: a path split into its pieces when `split`."""
    parts = untransformed_parts(element, split)
    transform = element.get("transform")
    if transform:
        for part in parts:
            part.points = transform_points(transform, part.points)
    return parts


def untransformed_parts(element, split):
    tag = element.tag.split("}")[-1]
    attributes = {k: v for k, v in element.attrib.items() if k in KEPT_ATTRIBUTES}
    if tag == "path":
        commands = parse_path(attributes["d"])
        pieces = split_subpaths(commands)
        if not split or len(pieces) == 1:
            points = []
            closed = True
            for piece in pieces:
                piece_points, piece_closed = subpath_points(piece)
                points += piece_points
                closed = closed and piece_closed
            return [Part(tag, attributes, points, closed)]
        parts = []
        for piece in pieces:
            piece_points, piece_closed = subpath_points(piece)
            piece_attributes = dict(attributes)
            piece_attributes["d"] = path_data(piece)
            parts.append(Part(tag, piece_attributes, piece_points, piece_closed))
        return parts
    f = lambda name, default="0": float(attributes.get(name, default))
    if tag == "circle":
        cx, cy, r = f("cx"), f("cy"), f("r")
        points = [(cx + r * math.cos(t * math.pi / 8), cy + r * math.sin(t * math.pi / 8)) for t in range(16)]
        return [Part(tag, attributes, points, True)]
    if tag == "ellipse":
        cx, cy, rx, ry = f("cx"), f("cy"), f("rx"), f("ry")
        points = [(cx + rx * math.cos(t * math.pi / 8), cy + ry * math.sin(t * math.pi / 8)) for t in range(16)]
        return [Part(tag, attributes, points, True)]
    if tag == "rect":
        x, y, w, h = f("x"), f("y"), f("width"), f("height")
        return [Part(tag, attributes, [(x, y), (x + w, y + h)], True)]
    if tag == "line":
        return [Part(tag, attributes, [(f("x1"), f("y1")), (f("x2"), f("y2"))], False)]
    if tag in ("polyline", "polygon"):
        values = [float(x) for x in NUMBER.findall(attributes["points"])]
        points = list(zip(values[0::2], values[1::2]))
        return [Part(tag, attributes, points, tag == "polygon")]
    raise ValueError(tag)


def drawn_elements(svg_text):
    """The drawing elements of an icon, without Tabler's invisible bounding square."""
    svg_text = re.sub(r"<!--.*?-->", "", svg_text, flags=re.S)
    svg_text = re.sub(r"<style>.*?</style>", "", svg_text, flags=re.S)
    root = ET.fromstring(svg_text)
    if root.get("viewBox") not in ("0 0 24 24", None):
        raise ValueError(f"viewBox {root.get('viewBox')}")
    elements = []

    def visit(node, inherited):
        for child in node:
            tag = child.tag.split("}")[-1]
            # A group's attributes go to each of its elements (a transform before the element's own).
            attributes = dict(inherited)
            for key, value in child.attrib.items():
                attributes[key] = (inherited["transform"] + " " + value) if key == "transform" and "transform" in inherited else value
            if tag == "g":
                visit(child, attributes)
            elif tag in DRAWN:
                if attributes.get("stroke") == "none" and attributes.get("fill") in ("none", None):
                    continue  # Tabler's invisible 24×24 square
                child.attrib.clear()
                child.attrib.update(attributes)
                elements.append(child)
            elif tag in ("title", "desc"):
                continue
            else:
                raise ValueError(f"unexpected <{tag}>")

    visit(root, {})
    return elements


# --------------------------------------------------------------------------------------------------
# Making an icon

SVG_OPENING = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" '
    'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">'
)
# An <img> does not take the page's text colour: the icon's own grey, lighter in dark mode.
STYLE = "<style>svg{color:#5b5b60}@media (prefers-color-scheme:dark){svg{color:#d1d1d6}}</style>"
CIRCLE_SCALE = 0.5      # a symbol inside a circle, as large as Lucide's own (`circle-plus`)


def parse_options(words):
    options = {}
    for word in words:
        key, _, value = word.partition("=")
        if value:
            options[key] = [int(x) for x in value.split(",")]
        else:
            options[key] = True
    unknown = set(options) - {"fill", "cut", "solid", "keep", "over", "circle", "mirror"}
    if unknown:
        raise ValueError(f"unknown options {unknown}")
    return options


def make_parts(elements, options):
    split = "fill" in options
    parts = []
    for element in elements:
        parts += element_parts(element, split)
    scale = CIRCLE_SCALE if "circle" in options else 1.0
    mirror = bool(options.get("mirror"))
    if scale != 1.0 or mirror:
        parts = [p.transformed(scale, mirror) for p in parts]
    if "circle" in options:
        ring = Part("circle", {"cx": "12", "cy": "12", "r": "10"},
                    [(12 + 10 * math.cos(t * math.pi / 8), 12 + 10 * math.sin(t * math.pi / 8)) for t in range(16)], True)
        parts = [ring] + parts
    return parts


def classify(parts, options):
    """Which parts are filled, cut out of the fill, or drawn as lines."""
    fill = options.get("fill")
    filled = []
    for part in sorted((p for p in parts if p.closed), key=lambda p: -p.area):
        if any(part.inside(f) for f in filled):
            part.role = "cut"
        else:
            part.role = "fill"
            filled.append(part)
    for part in parts:
        if part.role is None:
            part.role = "cut" if any(part.inside(f) for f in filled) else "keep"
    if isinstance(fill, list):
        for part in parts:
            if part.role == "fill":
                part.role = "keep"
        for index in fill:
            parts[index].role = "fill"
    for role in ("cut", "solid", "keep", "over"):
        for index in options.get(role, []):
            parts[index].role = role


def part_markup(part, scale, options, extra=""):
    """A part's element, scaled about the centre and mirrored as the options say."""
    transforms = []
    if scale != 1.0:
        offset = number(12 - 12 * scale)
        transforms.append(f"matrix({number(scale)} 0 0 {number(scale)} {offset} {offset})")
    if options.get("mirror"):
        transforms.append("matrix(-1 0 0 1 24 0)")
    attributes = dict(part.attributes)
    if transforms:
        if "transform" in attributes:
            transforms.append(attributes.pop("transform"))
        attributes["transform"] = " ".join(transforms)
        if scale != 1.0 and "stroke-width" not in attributes:
            attributes["stroke-width"] = number(2 / scale)
    if 'fill="#000"' in extra:
        attributes.pop("fill", None)
    if 'stroke="#000"' in extra:
        attributes.pop("stroke", None)
    text = "".join(f' {k}="{html.escape(v, quote=True)}"' for k, v in attributes.items())
    return f"<{part.tag}{text}{extra}/>"


def make_icon(source_text, options):
    elements = drawn_elements(source_text)
    parts = make_parts(elements, options)
    if "fill" in options:
        classify(parts, options)
    # In a circle, the first part is the circle itself, drawn at full size.
    body = render_icon_body(parts, options)
    return SVG_OPENING + STYLE + body + "</svg>\n", parts


def render_icon_body(parts, options):
    scale = CIRCLE_SCALE if "circle" in options else 1.0

    def scale_of(part):
        return 1.0 if ("circle" in options and part is parts[0]) else scale

    def draw(part, extra=""):
        return part_markup(part, scale_of(part), options, extra)

    if "fill" not in options:
        return "".join(draw(p) for p in parts)
    fills = [p for p in parts if p.role == "fill"]
    cuts = [p for p in parts if p.role in ("cut", "solid", "over")]
    kept = [p for p in parts if p.role in ("keep", "over")]
    out = ""
    if cuts:
        # Lines inside a filled shape are cut out of it, so they show in the background's colour; a
        # shape drawn over it is cut out whole, then drawn.
        out += ('<defs><mask id="cut" maskUnits="userSpaceOnUse" x="-2" y="-2" width="28" height="28">'
                '<rect x="-2" y="-2" width="28" height="28" fill="#fff" stroke="none"/>')
        for part in cuts:
            out += draw(part, ' stroke="#000"' + (' fill="#000"' if part.role in ("solid", "over") else ""))
        out += '</mask></defs><g fill="currentColor" mask="url(#cut)">'
    else:
        out += '<g fill="currentColor">'
    out += "".join(draw(p) for p in fills) + "</g>"
    out += "".join(draw(p) for p in kept)
    return out


def parts_of(source_text, options):
    options = dict(options)
    options.setdefault("fill", True)
    elements = drawn_elements(source_text)
    parts = make_parts(elements, options)
    classify(parts, options)
    return parts


# --------------------------------------------------------------------------------------------------
# The table

def read_table():
    rows = []
    seen = set()
    for line in SYMBOLS.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        name, source, options = words[0], words[1], parse_options(words[2:])
        if name in seen:
            sys.exit(f"{name} is listed twice")
        seen.add(name)
        rows.append((name, source, options))
    return rows


def source_of(source):
    """The set a source names, and the icon's name in it."""
    if source.startswith("tabler:"):
        return "tabler", source[len("tabler:"):]
    if source.startswith("formui:"):
        return "formui", source[len("formui:"):]
    return "lucide", source


# --------------------------------------------------------------------------------------------------
# Writing

CSS_BEGIN = "/* Generated by scripts/import-symbols.py: the icons painted in the text colour. */\n"
CSS_END = "/* End of the generated icons. */\n"
SWIFT_HEADER = """\
// Generated by scripts/import-symbols.py from its table of symbols: do not edit by hand.

extension SymbolCatalog {
    /// The SF Symbol names `Public/icons/` has an icon for (see Public/icons/LICENSE for where each comes from).
    static let shippedNames: [String] = [
"""

LICENSE_TEMPLATE = """\
The icons in this folder (*.svg) stand in for the SF Symbols of the same name. None is Apple's drawing:
each was drawn for FormUI, or comes from an openly licensed icon set, as listed below. They were converted
by scripts/import-symbols.py, which also lists, for each SF Symbol name, the icon it was made from.

FormUI's own icons
==================

These were drawn for FormUI by hand as simple 24×24 stroke drawings, or made by the script from those (a
filled copy, or the same drawing under another name). They copy no drawing of Apple's SF Symbols or of
any other icon set, so no third-party licence applies; they are part of FormUI and under the same terms as
the rest of this repository.

{formui}

Lucide (https://lucide.dev), ISC License
========================================

These come from Lucide's icons, taken from {lucide_package}.
They are converted to FormUI's form: the neutral colour below added, filled variants (`*.fill`) made by
filling the outline's shapes, some drawn smaller inside a circle (`*.circle`) or flipped. Lucide's licence:

{lucide_licence}

{lucide}

Tabler Icons (https://tabler.io/icons), MIT License
===================================================

These come from Tabler Icons, taken from {tabler_package}.
They are converted to FormUI's form in the same way. Tabler's licence, as that package gives it (Paweł
Kuna drew the icons):

{tabler_licence}

{tabler}

How the icons are drawn, so that new ones match
===============================================

- `viewBox="0 0 24 24"`, `fill="none" stroke="currentColor" stroke-width="2"`, round caps and joins;
  filled shapes (`*.fill`) use `fill="currentColor"`, and what is drawn inside them is cut out of the fill.
- An <img> does not inherit the page's text colour, so each file sets its own neutral grey in a <style>,
  darker on light backgrounds and lighter in dark mode (`prefers-color-scheme`).
- Public/formui.css paints the icons in the text colour instead, with a CSS mask (so they take tints and
  selected states); a new icon needs its line there, and its name in `SymbolCatalog.shipped`. The script
  writes both (Sources/FormUI/Content/ShippedSymbols.swift); Tests/FormUITests/PublicAssetsTests.swift
  checks that all three agree.
- No scripts, links or external references.
"""

# The licences as the packages distribute them with the icons: Lucide's ISC licence (the `lucide` wheel's
# licence file, after the wrapper's own), which names Feather's MIT licence for the drawings Lucide took
# from Feather, whose notice follows; Tabler's MIT licence (the `pytablericons` wheel's licence file,
# whose second holder wrote the wrapper).
LUCIDE_LICENCE = """\
    ISC License

    Copyright (c) for portions of Lucide are held by Cole Bemis 2013-2022 as part of Feather (MIT). All
    other copyright (c) for Lucide are held by Lucide Contributors 2022.

    Permission to use, copy, modify, and/or distribute this software for any purpose with or without fee
    is hereby granted, provided that the above copyright notice and this permission notice appear in all
    copies.

    THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH REGARD TO THIS SOFTWARE
    INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE
    LIABLE FOR ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES WHATSOEVER RESULTING
    FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS
    ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.

    Feather's licence, for the portions of Lucide that come from Feather (https://feathericons.com):

    The MIT License (MIT)

    Copyright (c) 2014-2017 Cole Bemis

    Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
    associated documentation files (the "Software"), to deal in the Software without restriction,
    including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense,
    and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so,
    subject to the following conditions:

    The above copyright notice and this permission notice shall be included in all copies or substantial
    portions of the Software.

    THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT
    LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN
    NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY,
    WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE
    SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE."""

TABLER_LICENCE = """\
    MIT License

    Copyright (c) 2024 Niklas Henning
    Copyright (c) 2020 Paweł Kuna

    Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
    associated documentation files (the "Software"), to deal in the Software without restriction,
    including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense,
    and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so,
    subject to the following conditions:

    The above copyright notice and this permission notice shall be included in all copies or substantial
    portions of the Software.

    THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT
    LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN
    NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY,
    WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE
    SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE."""


def wrapped(names, indent="    ", width=108):
    lines, line = [], indent
    for name in names:
        piece = name + ", "
        if len(line) + len(piece) > width and line.strip():
            lines.append(line.rstrip())
            line = indent
        line += piece
    if line.strip():
        lines.append(line.rstrip().rstrip(","))
    return "\n".join(lines)


def css_section(names):
    selectors = [f'[src$="/{name}.svg"]' for name in names]
    group = wrapped(selectors, indent="  ", width=110)
    lines = [CSS_BEGIN, "img.icon:is(\n", group, "\n) {\n",
             "  background-color: currentColor;\n",
             "  object-position: -200vw 0;\n",
             "  -webkit-mask: var(--icon) center / contain no-repeat;\n",
             "  mask: var(--icon) center / contain no-repeat;\n",
             "}\n"]
    for name in names:
        lines.append(f'img.icon[src$="/{name}.svg"] {{ --icon: url("icons/{name}.svg"); }}\n')
    lines.append(CSS_END)
    return "".join(lines)


def write_css(names):
    css = open(CSS, encoding="utf-8").read()
    section = css_section(names)
    if CSS_BEGIN in css:
        start = css.index(CSS_BEGIN)
        end = css.index(CSS_END) + len(CSS_END)
    else:
        # The first run: the hand-written list of FormUI's icons is replaced by the generated one.
        start = css.index("img.icon:is(\n")
        last = css.rindex('img.icon[src$="/')
        end = css.index("\n", last) + 1
    css = css[:start] + section + css[end:]
    open(CSS, "w", encoding="utf-8").write(css)


def write_swift(names):
    body = "".join(f'        "{name}",\n' for name in names)
    open(SWIFT, "w", encoding="utf-8").write(SWIFT_HEADER + body + "    ]\n}\n")


def package(kind, path):
    """How the licence names where a set was taken from: the PyPI package, with its version if known."""
    name = {"lucide": "lucide", "tabler": "pytablericons"}[kind]
    match = re.match(r"[A-Za-z_]+-(\d[\w.]*?)(?:-py|\.tar|\.zip|$)", os.path.basename(path or ""))
    return f"the `{name}` package on PyPI" + (f", version {match.group(1)}" if match else "")


def write_licence(rows, paths):
    by_set = {"formui": [], "lucide": [], "tabler": []}
    for name, source, options in rows:
        kind = "formui" if source == "=" else source_of(source)[0]
        by_set[kind].append(f"{name}.svg")
    text = LICENSE_TEMPLATE.format(
        formui=wrapped(sorted(by_set["formui"]), indent="    ", width=108),
        lucide=wrapped(sorted(by_set["lucide"]), indent="    ", width=108),
        tabler=wrapped(sorted(by_set["tabler"]), indent="    ", width=108),
        lucide_licence=LUCIDE_LICENCE,
        lucide_package=package("lucide", paths.get("lucide")),
        tabler_package=package("tabler", paths.get("tabler")),
        tabler_licence=TABLER_LICENCE,
    )
    open(os.path.join(ICONS, "LICENSE"), "w", encoding="utf-8").write(text)


def check_icon(name, svg):
    """The rules Tests/FormUITests/PublicAssetsTests.swift checks, checked before writing."""
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"'), name
    assert svg.strip().endswith("</svg>"), name
    assert "<script" not in svg and "href" not in svg and svg.count("http") == 1, name
    opened = svg.count("<")
    self_closed = svg.count("/>")
    closed = svg.count("</")
    assert opened - closed == self_closed + closed, f"unbalanced tags in {name}"
    ET.fromstring(svg)


def write_preview(path, names, rows):
    """A page showing every icon as FormUI draws it, to judge them by eye (serve Public/ over HTTP)."""
    sources = {name: (source, options) for name, source, options in rows}
    cells = []
    for name in names:
        source, options = sources[name]
        described = source + (" " + " ".join(k if v is True else f"{k}={','.join(map(str, v))}" for k, v in options.items()) if options else "")
        cells.append(
            f'<figure><img class="icon" src="/icons/{name}.svg" alt="" width="20" height="20">'
            f'<img class="icon tinted" src="/icons/{name}.svg" alt="" width="20" height="20">'
            f'<img src="/icons/{name}.svg" alt="" width="32" height="32">'
            f"<figcaption>{html.escape(name)}<br><small>{html.escape(described)}</small></figcaption></figure>"
        )
    page = (
        '<!doctype html><meta charset="utf-8"><title>FormUI icons</title>'
        '<link rel="stylesheet" href="/formui.css">'
        "<style>main{display:flex;flex-wrap:wrap;gap:6px;font:11px system-ui;padding:8px}"
        "figure{width:130px;margin:0;text-align:center}figure img.icon{width:32px;height:32px}"
        ".tinted{color:var(--blue)}small{color:#888}</style>"
        + "<main>" + "".join(cells) + "</main>"
    )
    open(path, "w", encoding="utf-8").write(page)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lucide", required=True, help="Lucide's icons: the `lucide` wheel, a zip or a folder")
    parser.add_argument("--tabler", help="Tabler's icons: the `pytablericons` wheel, a zip or a folder")
    parser.add_argument("--preview", help="also write an HTML page of every icon to this file")
    parser.add_argument("--parts", help="list the parts of this symbol's source icon, numbered, and stop")
    arguments = parser.parse_args()

    rows = read_table()
    sets = {"lucide": IconSet(arguments.lucide)}
    if arguments.tabler:
        sets["tabler"] = IconSet(arguments.tabler, subfolder="outline")
    sets["formui"] = IconSet(ICONS)

    def source_text(source):
        kind, icon = source_of(source)
        if kind not in sets:
            sys.exit(f"{source} needs --{kind}")
        return sets[kind].read(icon)

    if arguments.parts:
        for name, source, options in rows:
            if name == arguments.parts:
                for index, part in enumerate(parts_of(source_text(source), options)):
                    box = ", ".join(number(x) for x in part.box)
                    print(f"{index}: {part.role:5} {'closed' if part.closed else 'open  '} [{box}] {part.markup()[:100]}")
                return
        sys.exit(f"{arguments.parts} is not in the table")

    names = []
    for name, source, options in rows:
        names.append(name)
        if source == "=":
            check_icon(name, open(os.path.join(ICONS, name + ".svg"), encoding="utf-8").read())
            continue
        try:
            svg, _ = make_icon(source_text(source), options)
        except (ValueError, IndexError, KeyError) as error:
            sys.exit(f"{name} ({source}): {error!r}")
        check_icon(name, svg)
        open(os.path.join(ICONS, name + ".svg"), "w", encoding="utf-8").write(svg)
    for file in os.listdir(ICONS):
        if file.endswith(".svg") and file[:-4] not in names:
            os.remove(os.path.join(ICONS, file))
    names.sort()
    write_css(names)
    write_swift(names)
    write_licence(rows, {"lucide": arguments.lucide, "tabler": arguments.tabler})
    if arguments.preview:
        write_preview(arguments.preview, names, rows)
    print(f"{len(names)} icons: {sum(1 for r in rows if r[1] == '=')} FormUI's own, "
          f"{sum(1 for r in rows if r[1] != '=' and source_of(r[1])[0] == 'formui')} made from them, "
          f"{sum(1 for r in rows if source_of(r[1])[0] == 'lucide' and r[1] != '=')} from Lucide, "
          f"{sum(1 for r in rows if source_of(r[1])[0] == 'tabler')} from Tabler")


if __name__ == "__main__":
    main()
