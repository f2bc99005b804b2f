// The class page: follows the teacher's run through server-sent events and posts this student's predictions.
// Everything a student does here (zooming the network, hovering a chart) stays on this page.
(function () {
  "use strict";
  var MAX_POINTS = 2000;
  var $ = function (id) { return document.getElementById(id); };
  var state = { generation: -1, topology: null, loadScale: null, queueLook: null, ports: {}, charts: {}, question: null, mine: null, view: null };
  // A name for this page's student that the server knows answers by; nothing else about them is sent.
  var student = (function () {
    var key = "dclab-student", s = null;
    try { s = sessionStorage.getItem(key); } catch (e) { /* private mode: one name per page load */ }
    if (!s || !/^[A-Za-z0-9]{16,40}$/.test(s)) {
      var bytes = new Uint8Array(12);
      crypto.getRandomValues(bytes);
      s = Array.prototype.map.call(bytes, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
      try { sessionStorage.setItem(key, s); } catch (e) { /* kept for this page only */ }
    }
    return s;
  })();

  function setStatus(word, cls) {
    var el = $("status");
    el.textContent = word;
    el.className = cls;
  }

  // ---- the network ----
  var canvas = $("topology"), ctx = canvas.getContext("2d");
  var zoom = { k: 1, x: 0, y: 0 };
  var pointers = {}, pinch = null;

  function fitTransform(w, h) {
    var nodes = state.topology ? state.topology.nodes : [];
    if (!nodes.length) { return { s: 1, ox: 0, oy: 0 }; }
    var minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    nodes.forEach(function (n) {
      minX = Math.min(minX, n.x); maxX = Math.max(maxX, n.x); minY = Math.min(minY, n.y); maxY = Math.max(maxY, n.y);
    });
    var pad = 40, sw = Math.max(1, maxX - minX), sh = Math.max(1, maxY - minY);
    var s = Math.min((w - 2 * pad) / sw, (h - 2 * pad) / sh);
    if (!isFinite(s) || s <= 0) { s = 1; }
    s = Math.min(s, 3);
    return { s: s, ox: (w - s * sw) / 2 - s * minX, oy: (h - s * sh) / 2 - s * minY };
  }

  function drawNetwork() {
    var dpr = window.devicePixelRatio || 1, w = canvas.clientWidth, h = canvas.clientHeight;
    if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, w, h);
    if (!state.topology) { return; }
    var f = fitTransform(w, h);
    ctx.translate(zoom.x, zoom.y);
    ctx.scale(zoom.k, zoom.k);
    var at = {};
    state.topology.nodes.forEach(function (n) { at[n.name] = { x: f.ox + f.s * n.x, y: f.oy + f.s * n.y }; });
    var r = 14 / Math.sqrt(zoom.k);
    state.topology.links.forEach(function (l) {
      var a = at[l.a], b = at[l.b];
      if (!a || !b) { return; }
      var u = Math.max(util(l.a, l.b), util(l.b, l.a));
      ctx.strokeStyle = loadColor(u) || "#a7afb9";
      ctx.lineWidth = (1.5 + 4 * Math.min(1, u)) / zoom.k;
      ctx.beginPath(); ctx.moveTo(a.x, a.y); ctx.lineTo(b.x, b.y); ctx.stroke();
      queueBar(a, b, state.ports[l.a + "->" + l.b], r);
      queueBar(b, a, state.ports[l.b + "->" + l.a], r);
    });
    // Each application's route as a lane beside the links it crosses, in its colour, as the canvas draws it.
    var byName = {}, flows = state.flows || [];
    state.topology.links.forEach(function (l) { byName[l.name] = l; });
    ctx.lineWidth = 2.5 / zoom.k;
    ctx.lineCap = "round";
    flows.forEach(function (fl, i) {
      var off = (i - (flows.length - 1) / 2) * 4 / zoom.k - 10 / zoom.k;
      ctx.strokeStyle = fl.color;
      ctx.globalAlpha = 0.75;
      fl.links.forEach(function (name) {
        var l = byName[name], a = l && at[l.a], b = l && at[l.b];
        if (!a || !b) { return; }
        var len = Math.hypot(b.x - a.x, b.y - a.y) || 1, nx = -(b.y - a.y) / len, ny = (b.x - a.x) / len;
        ctx.beginPath();
        ctx.moveTo(a.x + nx * off, a.y + ny * off);
        ctx.lineTo(b.x + nx * off, b.y + ny * off);
        ctx.stroke();
      });
    });
    ctx.globalAlpha = 1;
    ctx.font = (12 / zoom.k) + "px system-ui, sans-serif";
    ctx.textAlign = "center";
    state.topology.nodes.forEach(function (n) {
      var p = at[n.name];
      ctx.fillStyle = n.kind === "host" ? "#e8f1fa" : "#f3ecdc";
      ctx.strokeStyle = "#46505c";
      ctx.lineWidth = 1.2 / zoom.k;
      ctx.beginPath();
      if (n.kind === "host") { ctx.arc(p.x, p.y, r, 0, 2 * Math.PI); } else { ctx.rect(p.x - r, p.y - r * 0.7, 2 * r, 1.4 * r); }
      ctx.fill(); ctx.stroke();
      ctx.fillStyle = "#1d2430";
      ctx.fillText(n.name, p.x, p.y + r + 13 / zoom.k);
    });
  }

  // A link's load in the workbench canvas's colours, which the whole picture brings (loadScale): linear from the first
  // stop at no load through the second at half to the third at full; null for an idle link, drawn as when nothing runs.
  function loadColor(u) {
    var scale = state.loadScale;
    if (!scale || !(u >= scale.idle)) { return null; }
    var t = Math.min(1, u) * (scale.stops.length - 1), i = Math.min(Math.floor(t), scale.stops.length - 2);
    var a = rgb(scale.stops[i]), b = rgb(scale.stops[i + 1]), f = t - i;
    return "rgb(" + a.map(function (c, k) { return Math.round(c + (b[k] - c) * f); }).join(",") + ")";
  }

  function rgb(hex) {
    return [1, 3, 5].map(function (at) { return parseInt(hex.substr(at, 2), 16); });
  }

  // The key under the network, as the canvas's: the words and the scale drawn from the same colours as the links.
  function showLoadLegend(scale) {
    $("load-legend-text").textContent = scale.legend;
    $("load-legend-scale").style.backgroundImage = "linear-gradient(to right, " + scale.stops.join(", ") + ")";
    $("load-legend").hidden = false;
  }

  // The canvas's key of queues beside the load's: the bar's fill, K's line, and the drop and mark rings.
  function showQueueKey(look) {
    $("queue-key-fill").style.backgroundColor = look.fill;
    $("queue-key-fill").style.borderColor = look.frame;
    $("queue-key-threshold").style.borderTopColor = look.threshold;
    $("queue-key-drop").style.backgroundColor = look.dropFlash;
    $("queue-key-mark").style.backgroundColor = look.markFlash;
    $("queue-key").hidden = false;
  }

  function util(a, b) {
    var p = state.ports[a + "->" + b];
    return p ? p[2] : 0;
  }

  // A queue as the canvas draws it, in the canvas's colours (queueLook, which the whole picture brings): a bar beside
  // the wire at the queue's end, outlined, filled to its share of the limit, crossed where K (or RED's min and max)
  // lies, and ringed in the drop or mark colour when the port dropped or marked since the last picture.
  function queueBar(from, to, port, r) {
    var look = state.queueLook;
    if (!look || !port || port[1] <= 0) { return; }
    var dx = to.x - from.x, dy = to.y - from.y, len = Math.hypot(dx, dy);
    if (len < 3 * r) { return; }
    var ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
    var barLen = Math.min(len * 0.35, 60 / Math.sqrt(zoom.k)), width = 6 / zoom.k, px = 1 / zoom.k;
    var sx = from.x + ux * (r + 4 / zoom.k) + nx * 7 / zoom.k, sy = from.y + uy * (r + 4 / zoom.k) + ny * 7 / zoom.k;
    function along(share, colour, w) {
      ctx.strokeStyle = colour;
      ctx.lineWidth = w;
      ctx.beginPath(); ctx.moveTo(sx, sy); ctx.lineTo(sx + ux * barLen * share, sy + uy * barLen * share); ctx.stroke();
    }
    function across(at, colour, w, dash) {
      if (at === null || at === undefined || at < 0 || at > port[1]) { return; }
      var cx = sx + ux * barLen * at / port[1], cy = sy + uy * barLen * at / port[1], half = width / 2 + 3 * px;
      ctx.setLineDash(dash);
      ctx.strokeStyle = colour;
      ctx.lineWidth = w;
      ctx.beginPath(); ctx.moveTo(cx - nx * half, cy - ny * half); ctx.lineTo(cx + nx * half, cy + ny * half); ctx.stroke();
      ctx.setLineDash([]);
    }
    ctx.lineCap = "butt";
    if (port[3] || port[4]) {
      // A drop outshines a mark at the same port, as on the canvas.
      ctx.lineCap = "round";
      along(1, port[3] ? look.dropFlash : look.markFlash, width + 8 * px);
      ctx.lineCap = "butt";
    }
    along(1, look.frame, width + 2 * px);
    along(1, look.empty, width);
    var fill = Math.min(1, port[0] / port[1]);
    if (fill > 0) { along(fill, look.fill, width); }
    across(port[6], look.redBand, px, [2 * px, 2 * px]);
    across(port[7], look.redBand, px, [2 * px, 2 * px]);
    across(port[5], look.threshold, 2 * px, []);
  }

  canvas.addEventListener("wheel", function (e) {
    e.preventDefault();
    zoomAt(e.offsetX, e.offsetY, Math.exp(-e.deltaY / 300));
  }, { passive: false });
  canvas.addEventListener("pointerdown", function (e) {
    canvas.setPointerCapture(e.pointerId);
    pointers[e.pointerId] = { x: e.offsetX, y: e.offsetY };
  });
  canvas.addEventListener("pointermove", function (e) {
    var p = pointers[e.pointerId];
    if (!p) { return; }
    var ids = Object.keys(pointers);
    if (ids.length === 2) {
      var other = pointers[ids[0] == e.pointerId ? ids[1] : ids[0]];
      var d0 = Math.hypot(p.x - other.x, p.y - other.y), d1 = Math.hypot(e.offsetX - other.x, e.offsetY - other.y);
      if (d0 > 0) { zoomAt((e.offsetX + other.x) / 2, (e.offsetY + other.y) / 2, d1 / d0); }
    } else {
      zoom.x += e.offsetX - p.x;
      zoom.y += e.offsetY - p.y;
      drawNetwork();
    }
    pointers[e.pointerId] = { x: e.offsetX, y: e.offsetY };
  });
  ["pointerup", "pointercancel"].forEach(function (t) {
    canvas.addEventListener(t, function (e) { delete pointers[e.pointerId]; });
  });
  canvas.addEventListener("dblclick", function () { zoom = { k: 1, x: 0, y: 0 }; drawNetwork(); });

  function zoomAt(x, y, factor) {
    var k = Math.min(8, Math.max(0.5, zoom.k * factor));
    factor = k / zoom.k;
    zoom.x = x - (x - zoom.x) * factor;
    zoom.y = y - (y - zoom.y) * factor;
    zoom.k = k;
    drawNetwork();
  }

  // ---- the charts ----
  function chartWidth() {
    return Math.max(200, $("charts").clientWidth - 18);
  }

  function ensureChart(c) {
    var chart = state.charts[c.id];
    if (chart && chart.names.join("|") === c.series.map(function (s) { return s.name; }).join("|")) {
      return chart;
    }
    if (chart) { chart.plot.destroy(); chart.box.remove(); }
    var box = document.createElement("div");
    box.className = "chart";
    box.id = "chart-" + c.id;
    var title = document.createElement("h3");
    title.textContent = c.title + " (" + c.unit + ") ";
    var now = document.createElement("span");
    now.className = "now";
    title.appendChild(now);
    box.appendChild(title);
    $("charts").appendChild(box);
    var series = [{ label: "time (ms)" }];
    c.series.forEach(function (s) {
      series.push({ label: s.name, stroke: s.color, width: 1.5, spanGaps: true, points: { show: false } });
    });
    (c.lines || []).forEach(function (l) {
      series.push({ label: l.label, stroke: "#7f7f7f", dash: [6, 4], width: 1, points: { show: false } });
    });
    var opts = {
      width: chartWidth(), height: window.innerWidth < 600 ? 180 : 220,
      series: series, legend: { live: true },
      scales: { x: { time: false } },
      axes: [{ label: "simulated time (ms)", size: 40 }, { size: 56 }]
    };
    chart = { id: c.id, names: c.series.map(function (s) { return s.name; }), lines: c.lines || [], data: c.series.map(function () { return [[], []]; }),
      box: box, now: now, plot: new uPlot(opts, [[]].concat(series.slice(1).map(function () { return []; })), box), dirty: true };
    state.charts[c.id] = chart;
    return chart;
  }

  function takeCharts(charts, replace) {
    if (replace) {
      Object.keys(state.charts).forEach(function (id) { state.charts[id].data.forEach(function (d) { d[0] = []; d[1] = []; }); });
    }
    (charts || []).forEach(function (c) {
      var chart = ensureChart(c);
      if (c.replace) { chart.data.forEach(function (d) { d[0] = []; d[1] = []; }); }
      c.series.forEach(function (s, i) {
        var d = chart.data[i];
        Array.prototype.push.apply(d[0], s.t);
        Array.prototype.push.apply(d[1], s.v);
        if (d[0].length > MAX_POINTS) {
          d[0] = d[0].slice(d[0].length - MAX_POINTS);
          d[1] = d[1].slice(d[1].length - MAX_POINTS);
        }
      });
      chart.lines = c.lines || chart.lines;
      chart.dirty = true;
    });
  }

  function drawCharts() {
    Object.keys(state.charts).forEach(function (id) {
      var chart = state.charts[id];
      if (!chart.dirty) { return; }
      chart.dirty = false;
      var joined = uPlot.join(chart.data.map(function (d) { return [d[0], d[1]]; }));
      var xs = joined[0];
      chart.lines.forEach(function (l) { joined.push(xs.map(function () { return l.value; })); });
      chart.plot.setData(joined);
      var last = chart.data.map(function (d, i) {
        return d[1].length ? chart.names[i] + " " + format(d[1][d[1].length - 1]) : null;
      }).filter(Boolean);
      chart.now.textContent = last.length <= 3 ? last.join(" \u00b7 ") : "";
      // Each line's newest value, by its name, for whoever reads the page's markup (a screen reader's user, a test).
      var newest = {};
      chart.data.forEach(function (d, i) { if (d[1].length) { newest[chart.names[i]] = d[1][d[1].length - 1]; } });
      chart.box.dataset.newest = JSON.stringify(newest);
    });
  }

  function format(v) {
    return Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 1 ? v.toFixed(1) : v.toPrecision(2);
  }

  window.addEventListener("resize", function () {
    Object.keys(state.charts).forEach(function (id) {
      state.charts[id].plot.setSize({ width: chartWidth(), height: window.innerWidth < 600 ? 180 : 220 });
    });
    drawNetwork();
    drawAnswers();
  });

  // ---- the lab step and its question ----
  function takeStep(step) {
    $("step").hidden = !step;
    if (step) {
      $("step-title").textContent = step.title;
      $("step-text").textContent = step.text;
    }
  }

  function takeQuestion(q) {
    var changed = !state.question || !q || state.question.id !== q.id;
    state.question = q;
    $("question").hidden = !q;
    if (!q) { return; }
    if (changed) {
      state.mine = null;
      $("answer").value = "";
      $("answer-status").textContent = "";
    }
    $("question-text").textContent = q.title + ": " + q.text;
    $("question-unit").textContent = "(" + q.unit + ")";
    $("send").disabled = !q.open;
    $("answer").disabled = !q.open;
    var counted = q.answered + (q.answered === 1 ? " answer" : " answers") + " so far";
    if (!q.open && state.mine === null) {
      $("answer-status").textContent = "The run has measured it: answers are closed. " + counted + ".";
    } else if (state.mine !== null) {
      $("answer-status").textContent = "Sent: " + state.mine + " " + q.unit + ". " + counted
        + (q.open ? "; you may change it until the run measures it." : "; the run has measured it.");
    }
    $("class-answers").hidden = !q.revealed;
    drawAnswers();
  }

  // The class's answers as dots on one axis, the measured value as a line, this student's dot ringed.
  function drawAnswers() {
    var q = state.question;
    if (!q || !q.revealed) { return; }
    var c = $("answers-plot"), g = c.getContext("2d"), dpr = window.devicePixelRatio || 1;
    var w = c.clientWidth, h = c.clientHeight;
    c.width = Math.round(w * dpr); c.height = Math.round(h * dpr);
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    g.clearRect(0, 0, w, h);
    var values = q.answers.slice();
    if (q.measured !== null) { values.push(q.measured); }
    if (!values.length) { return; }
    var lo = Math.min.apply(null, values), hi = Math.max.apply(null, values);
    if (hi - lo < 1e-9) { lo -= 1; hi += 1; }
    var pad = 16, x = function (v) { return pad + (w - 2 * pad) * (v - lo) / (hi - lo); };
    g.strokeStyle = "#9aa3ad"; g.beginPath(); g.moveTo(pad, h - 24); g.lineTo(w - pad, h - 24); g.stroke();
    var stacks = {};
    q.answers.forEach(function (v) {
      var px = Math.round(x(v) / 8), n = stacks[px] = (stacks[px] || 0) + 1;
      g.fillStyle = "#0072b2";
      g.beginPath(); g.arc(x(v), h - 30 - 8 * (n - 1), 3.5, 0, 2 * Math.PI); g.fill();
    });
    if (state.mine !== null) {
      g.strokeStyle = "#d55e00"; g.lineWidth = 2;
      g.beginPath(); g.arc(x(state.mine), h - 30, 7, 0, 2 * Math.PI); g.stroke(); g.lineWidth = 1;
    }
    g.fillStyle = "#1d2430"; g.font = "12px system-ui, sans-serif"; g.textAlign = "center";
    // The axis's ends are labelled unless the measured value's label covers one: it says that value already.
    var ends = [[lo, pad], [hi, w - pad]], measuredLabel = null;
    if (q.measured !== null) {
      var label = "measured " + format(q.measured), half = g.measureText(label).width / 2;
      var at = Math.min(w - half - 2, Math.max(half + 2, x(q.measured)));
      measuredLabel = { text: label, at: at, from: at - half - 6, to: at + half + 6 };
    }
    ends.forEach(function (end) {
      var half = g.measureText(format(end[0])).width / 2;
      if (!measuredLabel || end[1] + half < measuredLabel.from || end[1] - half > measuredLabel.to) {
        g.fillText(format(end[0]), end[1], h - 8);
      }
    });
    var text = q.answers.length + " answers.";
    if (q.measured !== null) {
      g.strokeStyle = "#009e73"; g.lineWidth = 2;
      g.beginPath(); g.moveTo(x(q.measured), 4); g.lineTo(x(q.measured), h - 20); g.stroke(); g.lineWidth = 1;
      g.fillText(measuredLabel.text, measuredLabel.at, h - 8);
      text = "The run measured " + format(q.measured) + " " + q.unit + ".";
      if (state.mine !== null) {
        var off = Math.abs(state.mine - q.measured);
        var closer = q.answers.filter(function (v) { return Math.abs(v - q.measured) < off; }).length;
        text += " You predicted " + format(state.mine) + ": " + (closer === 0 ? "the closest of the class" : closer + " of " + q.answers.length + " were closer") + ".";
      }
    }
    $("standing").textContent = text;
  }

  $("answer-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var q = state.question, typed = $("answer").value.trim();
    if (!q || !/^-?\d{1,13}([.,]\d{1,9})?$/.test(typed)) {
      $("answer-status").textContent = "Type a number, such as 60 or 62.5.";
      return;
    }
    var body = new URLSearchParams({ q: q.id, v: typed, s: student, n: $("nickname").value.trim() });
    $("send").disabled = true;
    fetch("answer", { method: "POST", body: body, credentials: "omit" }).then(function (r) {
      if (r.status === 204) {
        state.mine = parseFloat(typed.replace(",", "."));
        $("answer-status").textContent = "Sent: " + typed + " " + q.unit + ".";
      } else {
        $("answer-status").textContent = r.status === 409 ? "This question is closed." : r.status === 429
          ? "Too many answers from this network at once; try again in a moment." : "The answer was not taken (" + r.status + ").";
      }
    }, function () {
      $("answer-status").textContent = "Could not reach the class; try again.";
    }).then(function () { $("send").disabled = !(state.question && state.question.open); drawAnswers(); });
  });

  // ---- the stream ----
  function take(frame, whole) {
    if (frame.scenario !== undefined) { $("scenario").textContent = frame.scenario; }
    if (frame.clock !== undefined && frame.clock !== $("clock").textContent) {
      $("clock").textContent = frame.clock;
      // How often the run's clock reached this page, for whoever checks that the page keeps up.
      var d = document.body.dataset, now = Math.round(performance.now());
      d.clockChanges = String(parseInt(d.clockChanges || "0", 10) + 1);
      d.clockFirst = d.clockFirst || String(now);
      d.clockLast = String(now);
    }
    if (frame.loadScale) {
      state.loadScale = frame.loadScale;
      showLoadLegend(frame.loadScale);
    }
    if (frame.queueLook) {
      state.queueLook = frame.queueLook;
      showQueueKey(frame.queueLook);
    }
    if (frame.topology) { state.topology = frame.topology; }
    if (frame.flows) { state.flows = frame.flows; }
    if (frame.ports) { state.ports = frame.ports; }
    // An update names only the ports that changed since the last one.
    if (frame.portsChanged) { Object.assign(state.ports, frame.portsChanged); }
    var replace = whole || (frame.generation !== undefined && frame.generation !== state.generation);
    if (frame.generation !== undefined) { state.generation = frame.generation; }
    if (frame.charts) { takeCharts(frame.charts, replace); }
    if (frame.step !== undefined) { takeStep(frame.step); }
    if (frame.question !== undefined) { takeQuestion(frame.question); }
    document.body.dataset.updates = String((parseInt(document.body.dataset.updates || "0", 10)) + 1);
    try {
      drawNetwork();
    } finally {
      drawCharts();
    }
  }

  var events = new EventSource("events");
  events.addEventListener("open", function () { setStatus("live", "live"); });
  events.addEventListener("whole", function (e) { take(JSON.parse(e.data), true); });
  events.addEventListener("update", function (e) { take(JSON.parse(e.data), false); });
  events.addEventListener("end", function () {
    events.close();
    setStatus("the class has ended", "ended");
  });
  events.addEventListener("error", function () {
    if (events.readyState !== EventSource.CLOSED) { setStatus("reconnecting", "lost"); }
  });
})();
