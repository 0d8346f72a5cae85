"""Marble diagrams as SVG, from the events a chapter program recorded (`chNN --events`).

`--events` prints the program's usual output with each marble line replaced by one JSON
object: `{"label": "throttle(5s)", "events": [{"time": 1, "kind": "next", "value": "1"}, …],
"subscriptions": [{"subscribed": 4, "disposed": 9}]}`. Each section (`-- 2. …`) becomes one
picture with a row per line: a time axis in seconds, a circle per element, a bar for the
completion, a cross for an error, and under a row its subscription, from `^` to `!`."""

import json
import re
from dataclasses import dataclass, field
from html import escape


@dataclass
class Section:
    number: int
    title: str
    rows: list = field(default_factory=list)


def sections_of(output):
    """The sections of a `--events` run that have at least one diagram line."""
    sections, current = [], None
    for line in output.splitlines():
        header = re.match(r"^-- (\d+)\. (.*)$", line)
        if header:
            current = Section(int(header.group(1)), header.group(2))
            sections.append(current)
        elif line.startswith("{") and current is not None:
            current.rows.append(json.loads(line))
    return [section for section in sections if section.rows]


LABEL_WIDTH = 230
UNIT = 17  # pixels per second
ROW = 46
SUBSCRIPTION_ROW = 24
TOP = 34
COLORS = ["#f4a261", "#2a9d8f", "#e9c46a", "#8ab17d", "#e76f51", "#6d9dc5", "#c77dba"]


def end_of_time(section):
    times = [event["time"] for row in section.rows for event in row["events"]]
    times += [s.get("disposed") or s["subscribed"] for row in section.rows for s in row["subscriptions"]]
    return max(10, (max(times, default=0) // 5 + 1) * 5)


def svg(section):
    """One section's marble diagram."""
    end = end_of_time(section)
    width = LABEL_WIDTH + (end + 2) * UNIT
    height = TOP + sum(ROW + SUBSCRIPTION_ROW * len(row["subscriptions"]) for row in section.rows) + 8

    def x(time):
        return LABEL_WIDTH + time * UNIT

    title = f"{section.number}. {section.title}"
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}">',
        f"<title>{escape(title)}</title>",
        f'<rect width="{width}" height="{height}" rx="6" fill="#ffffff"/>',
        '<g font-family="Menlo, Consolas, \'DejaVu Sans Mono\', monospace" font-size="13" fill="#1d1d1f">',
    ]
    # The time axis: a tick each second, a label each five.
    for second in range(0, end + 1):
        tall = second % 5 == 0
        parts.append(
            f'<line x1="{x(second)}" y1="{TOP - (10 if tall else 5)}" x2="{x(second)}" y2="{TOP - 2}" stroke="#8e8e93"/>'
        )
        if tall:
            parts.append(f'<text x="{x(second)}" y="{TOP - 14}" text-anchor="middle" fill="#6e6e73" font-size="11">{second}s</text>')
    y = TOP
    for row in section.rows:
        middle = y + ROW / 2
        events = row["events"]
        stop = next((e for e in events if e["kind"] in ("completed", "error")), None)
        line_end = x(stop["time"]) if stop else x(end + 1)
        parts.append(f'<text x="8" y="{middle + 4}">{escape(row["label"])}</text>')
        parts.append(f'<line x1="{x(0)}" y1="{middle}" x2="{line_end}" y2="{middle}" stroke="#3a3a3c" stroke-width="1.5"/>')
        if not stop:
            parts.append(
                f'<path d="M{line_end} {middle} l-7 -4 v8 z" fill="#3a3a3c"/>'
            )
        at_time = {}
        for event in events:
            offset = at_time.get(event["time"], 0)
            at_time[event["time"]] = offset + 1
            cx = x(event["time"]) + offset * 9
            label = f'{event["kind"]}{"(" + event["value"] + ")" if event.get("value") else ""} at {event["time"]}s'
            if event["kind"] == "next":
                color = COLORS[sum(map(ord, event["value"])) % len(COLORS)]
                parts.append(
                    f'<g><title>{escape(label)}</title><circle cx="{cx}" cy="{middle}" r="10" fill="{color}" stroke="#3a3a3c"/>'
                    f'<text x="{cx}" y="{middle + 4}" text-anchor="middle" font-size="12">{escape(event["value"])}</text></g>'
                )
            elif event["kind"] == "completed":
                parts.append(
                    f'<g><title>{escape(label)}</title><line x1="{cx}" y1="{middle - 12}" x2="{cx}" y2="{middle + 12}" '
                    f'stroke="#3a3a3c" stroke-width="3"/></g>'
                )
            else:
                parts.append(
                    f'<g stroke="#d70015" stroke-width="3"><title>{escape(label)}</title>'
                    f'<line x1="{cx - 8}" y1="{middle - 8}" x2="{cx + 8}" y2="{middle + 8}"/>'
                    f'<line x1="{cx - 8}" y1="{middle + 8}" x2="{cx + 8}" y2="{middle - 8}"/></g>'
                )
        y += ROW
        for subscription in row["subscriptions"]:
            start = x(subscription["subscribed"])
            disposed = subscription.get("disposed")
            stop_x = x(disposed) if disposed is not None else x(end + 1)
            band = y + SUBSCRIPTION_ROW / 2 - 4
            text = f'subscribed {subscription["subscribed"]}s' + (f", disposed {disposed}s" if disposed is not None else "")
            parts.append(f'<text x="20" y="{band + 4}" fill="#6e6e73" font-size="11">subscribed</text>')
            parts.append(
                f'<g><title>{escape(text)}</title><rect x="{start}" y="{band - 3}" width="{stop_x - start}" height="6" rx="3" fill="#0066cc" opacity="0.35"/>'
                f'<line x1="{start}" y1="{band - 7}" x2="{start}" y2="{band + 7}" stroke="#0066cc" stroke-width="2"/>'
                + (f'<line x1="{stop_x}" y1="{band - 7}" x2="{stop_x}" y2="{band + 7}" stroke="#0066cc" stroke-width="2"/>' if disposed is not None else "")
                + "</g>"
            )
            y += SUBSCRIPTION_ROW
    parts.append("</g></svg>")
    return "\n".join(parts) + "\n"


def alt_text(section):
    return f"Marble diagram of section {section.number}, {section.title}: " + ", ".join(
        row["label"] for row in section.rows
    )
