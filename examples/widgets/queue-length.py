#!/usr/bin/env python3
"""A command widget in Python: a queue's length now and over the last samples, kept in its own state file.

    [[widget]]
    kind = "command"
    size = "medium"
    format = "json"
    command = ["python3", "~/src/widgetty/examples/widgets/queue-length.py"]
    env = ["QUEUE_LENGTH_FILE=/var/run/myqueue/length"]
    interval = "1m"
"""
import json
import os
import sys

state_dir = os.environ.get("WIDGETTY_STATE_DIR", ".")
history_file = os.path.join(state_dir, "queue-history.json")
source = os.environ.get("QUEUE_LENGTH_FILE")

try:
    with open(source) as f:
        length = int(f.read(64).strip())
except (TypeError, OSError, ValueError) as error:
    print(f"cannot read the queue length: {error}", file=sys.stderr)
    sys.exit(1)

try:
    with open(history_file) as f:
        history = [int(n) for n in json.load(f)][-23:]
except (OSError, ValueError):
    history = []
history.append(length)
with open(history_file, "w") as f:
    json.dump(history, f)

peak = max(history)
colour = "red" if length > 100 else "orange" if length > 10 else "green"

print(json.dumps({
    "widgetty": 1,
    "entries": [{
        "relevance": {"score": length},
        "view": {"type": "vstack", "alignment": "leading", "children": [
            {"type": "text", "text": "Queue", "font": "headline"},
            {"type": "text", "text": f"{length} waiting", "color": colour, "weight": "bold"},
            {"type": "frame", "fillWidth": True, "fillHeight": True, "content": {
                "type": "chart", "label": "Queue length over the last samples",
                "marks": [{"mark": "area", "x": {"label": "Sample", "number": i}, "y": {"label": "Waiting", "number": n}}
                          for i, n in enumerate(history)],
            }},
            {"type": "text", "text": f"peak {peak} over {len(history)} samples", "font": "footnote", "color": "secondaryLabel"},
        ]},
    }],
}))
