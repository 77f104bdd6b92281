// ObsLab's step-through player: the live page (`obslab serve`) and the HTML report's
// replay. Every number it shows comes from the document the binary wrote from the
// runtime's trace; this script only draws it.
(function () {
  "use strict";

  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      var value = attributes[name];
      if (value === undefined || value === null || value === false) return;
      if (name === "text") node.textContent = value;
      else if (name === "className") node.className = value;
      else if (name.slice(0, 2) === "on") node.addEventListener(name.slice(2), value);
      else node.setAttribute(name, value === true ? "" : String(value));
    });
    (children || []).forEach(function (child) {
      if (child !== null && child !== undefined) node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  function plural(count, one, many) { return count + " " + (count === 1 ? one : many); }

  function Player(root, doc, act) {
    this.root = root;
    this.act = act || null;
    this.selected = null;
    this.setDocument(doc);
  }

  // The live page's frames come whole (the first render, the last step of a full
  // state) or as what changed since the variant's step before (`delta`): the views that
  // ran or changed, the parts of the screen that changed, a new drawing. A variant's
  // state is what the page holds after a step; the server keeps the same one and makes
  // each change against it (LiveVariantState.swift mirrors this).
  function quiet(view) {
    if (!view.runs && !view.wasted && !view.skipped && !(view.reasons && view.reasons.length)
        && !(view.causes && view.causes.length)) return view;
    var copy = Object.assign({}, view);
    copy.runs = 0; copy.wasted = 0; copy.reasons = []; copy.causes = [];
    delete copy.skipped;
    return copy;
  }

  // A screen item as parts: each custom view by path, the views inside it as references.
  function flatten(item, nodes) {
    if (item.view) {
      var node = { path: item.view.path, name: item.view.name, bodies: item.view.bodies, items: [] };
      nodes[node.path] = node;
      node.items = item.view.items.map(function (inner) { return flatten(inner, nodes); });
      return { child: { path: node.path } };
    }
    if (item.container) {
      return { container: { name: item.container.name, items: item.container.items.map(function (inner) { return flatten(inner, nodes); }) } };
    }
    return item;
  }

  function assemble(path, nodes) {
    var node = nodes[path];
    if (!node) return null;
    var part = function (item) {
      if (item.child) return assemble(item.child.path, nodes);
      if (item.container) return { container: { name: item.container.name, items: item.container.items.map(part).filter(Boolean) } };
      return item;
    };
    return { view: { path: node.path, name: node.name, bodies: node.bodies, items: node.items.map(part).filter(Boolean) } };
  }

  function VariantState(frame) {
    this.views = frame.views;
    this.nodes = {};
    this.root = frame.screen && frame.screen.view ? flatten(frame.screen, this.nodes).child.path : null;
    this.graph = frame.graph || null;
  }

  // Where each view is in `views`, by path (made again only when views come or go).
  VariantState.prototype.position = function () {
    if (!this.positions) {
      var positions = this.positions = {};
      this.views.forEach(function (view, index) { positions[view.path] = index; });
    }
    return this.positions;
  };

  VariantState.prototype.frame = function (delta) {
    if (!delta.current) {
      return { fired: delta.fired, notes: delta.notes, views: this.views.map(function (view) {
        if (!view.dependencies) return view;
        var copy = Object.assign({}, view);
        delete copy.dependencies;
        return copy;
      }) };
    }
    var frame = { fired: delta.fired, notes: delta.notes, views: this.views };
    var screen = this.root !== null ? assemble(this.root, this.nodes) : null;
    if (screen) frame.screen = screen;
    if (this.graph !== null) frame.graph = this.graph;
    return frame;
  };

  VariantState.prototype.apply = function (delta) {
    var views = this.views.map(quiet);
    if (delta.removed.length) {
      var gone = {};
      delta.removed.forEach(function (path) { gone[path] = true; });
      views = views.filter(function (view) { return !gone[view.path]; });
    }
    if (delta.views.length) {
      var position = {};
      if (delta.removed.length) views.forEach(function (view, index) { position[view.path] = index; });
      else position = this.position();
      delta.views.forEach(function (view) {
        var index = position[view.path];
        if (index === undefined) return;
        if (!delta.current) {
          // A step that is not current carries no dependencies: the last known stay.
          view = Object.assign({}, view);
          if (views[index].dependencies) view.dependencies = views[index].dependencies; else delete view.dependencies;
        }
        views[index] = view;
      });
    }
    if (delta.inserted.length) {
      var head = null, next = {}, merged = [];
      delta.inserted.forEach(function (entry) {
        if (entry.after === undefined || entry.after === null) head = entry.view; else next[entry.after] = entry.view;
      });
      var follow = function (view) {
        while (view) {
          merged.push(view);
          var after = next[view.path];
          delete next[view.path];
          view = after;
        }
      };
      follow(head);
      views.forEach(follow);
      views = merged;
    }
    if (delta.removed.length || delta.inserted.length) this.positions = null;
    this.views = views;
    if (delta.screen) {
      var nodes = this.nodes;
      if (delta.screen.root === undefined || delta.screen.root === null) {
        this.nodes = {};
        this.root = null;
      } else {
        delta.screen.removed.forEach(function (path) { delete nodes[path]; });
        delta.screen.views.forEach(function (node) { nodes[node.path] = node; });
        this.root = delta.screen.root;
      }
    }
    if (typeof delta.graph === "string") this.graph = delta.graph;
    return this.frame(delta);
  };

  // A step as the player shows it, every frame whole; `states` holds each variant's
  // state before it and after it.
  function materialize(raw, states) {
    var variants = {};
    Object.keys(raw.variants).forEach(function (variant) {
      var frame = raw.variants[variant];
      if (frame.delta) {
        if (states[variant]) variants[variant] = states[variant].apply(frame);
      } else {
        states[variant] = new VariantState(frame);
        variants[variant] = frame;
      }
    });
    return { index: raw.index, action: raw.action, variants: variants, trace: raw.trace, checks: raw.checks };
  }

  function hasChanges(raw) {
    return Object.keys(raw.variants).some(function (variant) { return raw.variants[variant].delta; });
  }

  Player.prototype.setDocument = function (doc) {
    this.doc = doc;
    this.version = doc && doc.version !== undefined ? doc.version : null;
    this.states = {};
    this.past = null;
    this.latest = null;
    // The latest step: replayed from the last step where every variant's frame is whole
    // (in a full state, the last step itself).
    var start = 0;
    if (doc && doc.steps.length) {
      var whole = {};
      doc.steps.forEach(function (raw, index) {
        Object.keys(raw.variants).forEach(function (variant) { if (!raw.variants[variant].delta) whole[variant] = index; });
      });
      start = Math.min.apply(null, doc.variants.map(function (variant) { return whole[variant] || 0; }).concat([doc.steps.length - 1]));
    }
    for (var position = start; doc && position < doc.steps.length; position++) {
      this.latest = materialize(doc.steps[position], this.states);
    }
    this.index = doc && doc.steps.length ? doc.steps.length - 1 : 0;
    if (doc && !doc.live) this.index = 0;
    this.render(true);
  };

  // The step at `index` with whole frames: the latest is kept; an earlier one is
  // replayed from the first step (and kept until another is asked for).
  Player.prototype.stepAt = function (index) {
    var doc = this.doc;
    if (!doc || !doc.steps[index]) return null;
    if (index === doc.steps.length - 1 && this.latest) return this.latest;
    if (!hasChanges(doc.steps[index])) return doc.steps[index];
    if (this.past && this.past.index === index) return this.past.step;
    var states = {}, step = null;
    for (var position = 0; position <= index; position++) step = materialize(doc.steps[position], states);
    this.past = { index: index, step: step };
    return step;
  };

  // New steps from the server, each applied to what the page holds; a step with the
  // index of the last one adds what a look (`deps`) printed to it.
  Player.prototype.append = function (steps) {
    var doc = this.doc, self = this, previous = this.latest;
    var patchable = steps.length === 1 && doc.steps.length && steps[0].index !== doc.steps[doc.steps.length - 1].index
      && this.index === doc.steps.length - 1;
    steps.forEach(function (raw) {
      var last = doc.steps[doc.steps.length - 1];
      if (last && last.index === raw.index) {
        last.trace = raw.trace;
        last.checks = raw.checks;
        if (self.latest) { self.latest.trace = raw.trace; self.latest.checks = raw.checks; }
      } else {
        doc.steps.push(raw);
        self.latest = materialize(raw, self.states);
      }
    });
    // The page keeps the steps the server keeps: past one and a half times as many, the
    // oldest go, down to `keptSteps`, the first kept made whole (LiveDocument.dropSteps).
    var kept = doc.keptSteps || 30;
    if (doc.live && doc.steps.length > kept + Math.floor(kept / 2)) this.dropSteps(kept);
    this.index = doc.steps.length - 1;
    if (patchable && this.patch(previous, this.latest, doc.steps[this.index])) {
      this.partialDraws = (this.partialDraws || 0) + 1;
      return;
    }
    this.render(true);
  };

  // Keeps the last `count` steps; the first of them holds each variant's frame whole as
  // it was shown then, and the others are counted in `droppedSteps`.
  Player.prototype.dropSteps = function (count) {
    var doc = this.doc, dropped = doc.steps.length - count;
    if (dropped <= 0) return;
    var states = {}, shown = {}, first = null;
    for (var position = 0; position <= dropped; position++) {
      first = materialize(doc.steps[position], states);
      Object.keys(first.variants).forEach(function (variant) { shown[variant] = first.variants[variant]; });
    }
    doc.steps = [{ index: first.index, action: first.action, variants: shown, trace: first.trace, checks: first.checks }]
      .concat(doc.steps.slice(dropped + 1));
    doc.droppedSteps = (doc.droppedSteps || 0) + dropped;
    this.past = null;
  };

  Player.prototype.go = function (index) {
    if (!this.doc || index < 0 || index >= this.doc.steps.length || index === this.index) return;
    this.index = index;
    this.render(true);
  };

  Player.prototype.atLatest = function () {
    return this.doc && this.doc.live && this.index === this.doc.steps.length - 1;
  };

  Player.prototype.render = function (flash) {
    var root = this.root;
    while (root.firstChild) root.removeChild(root.firstChild);
    this.drawn = null;
    if (!this.doc) {
      root.appendChild(el("p", { className: "empty", text: "Choose a scenario above." }));
      return;
    }
    var doc = this.doc, step = this.stepAt(this.index), self = this;
    // What is drawn, so that the next step can change only what changed (patch).
    this.drawn = { step: step, boxes: {}, rows: {}, columns: {} };
    root.appendChild(el("div", { className: "scenario-head" }, [
      el("h2", { text: doc.title }, [" ", el("code", { className: "id", text: doc.scenario })]),
      doc.live ? el("p", { className: "summary", text: doc.summary }) : null,
    ]));
    this.drawn.timeline = root.appendChild(this.timeline(step));
    if (doc.live) this.drawn.events = root.appendChild(this.events());
    var columns = el("div", { className: "columns" });
    doc.variants.forEach(function (variant) { columns.appendChild(self.column(variant, step)); });
    root.appendChild(columns);
    var lower = el("div", { className: "lower" }, [this.details(step), this.counts(step)]);
    this.drawn.lower = root.appendChild(lower);
    this.tail(step).forEach(function (node) { root.appendChild(node); });
    if (flash) restartFlash(Array.prototype.slice.call(root.querySelectorAll(".view.ran")));
  };

  // What follows the counts: the dependency drawings, the checks, what the shell printed.
  Player.prototype.tail = function (step) {
    var doc = this.doc, nodes = [];
    var drawn = doc.variants.filter(function (variant) { return step.variants[variant] && step.variants[variant].graph; });
    if (drawn.length) {
      var graphs = el("div", { className: "graphs" });
      drawn.forEach(function (variant) {
        var kind = variant === "old" || variant === "new" ? variant : "other";
        // The drawing is the binary's own SVG (the report's dependency diagram), not page input.
        var holder = el("div", { className: "drawing" });
        holder.innerHTML = step.variants[variant].graph;
        graphs.appendChild(el("figure", { className: "graph " + kind, "data-variant": variant }, [
          el("figcaption", {}, [el("span", { className: "chip " + kind, text: variant }), " dependencies after this step"]),
          holder,
        ]));
      });
      nodes.push(graphs);
    }
    if (step.checks && step.checks.length) {
      nodes.push(el("ul", { className: "checks" }, step.checks.map(function (line) {
        return el("li", { className: line.indexOf("✗") === 0 ? "failed" : "held", text: line });
      })));
    }
    if (step.trace) {
      nodes.push(el("details", { className: "trace", open: true }, [
        el("summary", { text: "What the shell printed for this step" }),
        el("pre", { text: step.trace }),
      ]));
    }
    return nodes;
  };

  // Restarts the flash on the boxes whose body ran in this step: the class goes now and
  // comes back two frames later, so the animation plays again without the page being
  // laid out in between (a forced layout costs as much as the whole page).
  function restartFlash(boxes) {
    boxes.forEach(function (box) { box.classList.remove("flash"); });
    var frame = window.requestAnimationFrame || function (callback) { setTimeout(callback, 16); };
    frame(function () { frame(function () { boxes.forEach(function (box) { box.classList.add("flash"); }); }); });
  }

  function isQuiet(view) {
    return !view.runs && !view.wasted && !view.skipped && !(view.reasons && view.reasons.length)
      && !(view.causes && view.causes.length);
  }

  // The step after the one drawn, when every variant kept its views in place: only the
  // boxes, screen parts and counts rows that changed are drawn again; the rest of the
  // page is small and drawn again whole. False when the page must be drawn whole.
  Player.prototype.patch = function (previous, step, raw) {
    var doc = this.doc, self = this, drawn = this.drawn;
    if (!drawn || drawn.step !== previous || !doc.live) return false;
    var crashed = function (frame) { return frame.notes.some(function (note) { return note.indexOf("crash: ") === 0; }); };
    var fits = doc.variants.every(function (variant) {
      var change = raw.variants[variant], before = previous.variants[variant], column = drawn.columns[variant];
      if (!change && !before) return true;
      return change && before && column && change.delta && change.current && !change.removed.length
        && !change.inserted.length && !(change.screen && change.screen.root !== column.root)
        && !crashed(before) && !crashed(step.variants[variant]) && !!before.screen && !!step.variants[variant].screen;
    });
    if (!fits) return false;
    drawn.step = step;
    drawn.timeline = replace(drawn.timeline, this.timeline(step));
    if (drawn.events) drawn.events = replace(drawn.events, this.events());
    var touched = {}, order = [], ran = [];
    doc.variants.forEach(function (variant) {
      var change = raw.variants[variant];
      if (!change) return;
      var frame = step.variants[variant], state = self.states[variant], column = drawn.columns[variant];
      var lookup = function (path) { var index = state.position()[path]; return index === undefined ? undefined : frame.views[index]; };
      var paths = change.views.map(function (view) { return view.path; });
      previous.variants[variant].views.forEach(function (view) { if (!isQuiet(view)) paths.push(view.path); });
      // The screen parts that changed, each drawn again around the boxes inside it.
      var boxes = drawn.boxes[variant];
      (change.screen ? change.screen.views : []).forEach(function (node) {
        var old = boxes[node.path];
        if (!old) return;
        var box = self.item({ view: node }, variant, lookup, function (path) { return boxes[path]; });
        old.parentNode.replaceChild(box, old);
      });
      paths.forEach(function (path) {
        var box = boxes[path];
        if (box) self.decorate(box, lookup(path), variant, box.obslabName);
        if (!touched[path]) { touched[path] = true; order.push(path); }
      });
      column.head = replace(column.head, self.columnHead(variant, frame));
      column.extras.forEach(function (node) { node.parentNode.removeChild(node); });
      column.extras = self.columnExtras(frame);
      column.extras.forEach(function (node) { column.section.appendChild(node); });
      change.views.forEach(function (view) { if (view.runs > 0 && boxes[view.path]) ran.push(boxes[view.path]); });
    });
    order.forEach(function (path) {
      var row = drawn.rows[path];
      if (!row) return;
      var cells = {}, name = row.firstChild.textContent;
      doc.variants.forEach(function (variant) {
        var state = self.states[variant], frame = step.variants[variant];
        var index = state && frame ? state.position()[path] : undefined;
        if (index !== undefined) cells[variant + "\u0000" + path] = frame.views[index];
      });
      drawn.rows[path] = replace(row, self.countsRow(path, name, cells));
    });
    drawn.lower.replaceChild(this.details(step), drawn.lower.firstChild);
    var next = drawn.lower.nextSibling;
    while (next) { var after = next.nextSibling; this.root.removeChild(next); next = after; }
    this.tail(step).forEach(function (node) { self.root.appendChild(node); });
    restartFlash(ran);
    return true;
  };

  function replace(old, fresh) {
    old.parentNode.replaceChild(fresh, old);
    return fresh;
  }

  Player.prototype.timeline = function (step) {
    var self = this, doc = this.doc;
    var chips = doc.steps.map(function (entry, index) {
      return el("button", {
        type: "button", className: "step-chip" + (index === self.index ? " current" : ""),
        title: entry.action, "aria-current": index === self.index ? "step" : null,
        onclick: function () { self.go(index); },
      }, [String(entry.index)]);
    });
    return el("nav", { className: "timeline", "aria-label": "Steps" }, [
      el("button", { type: "button", className: "prev", disabled: this.index === 0,
                     onclick: function () { self.go(self.index - 1); } }, ["◀ Previous"]),
      el("span", { className: "step-title" }, [
        el("strong", { text: "Step " + step.index }), " of " + doc.steps[doc.steps.length - 1].index
          + (doc.droppedSteps ? " (steps before " + doc.steps[0].index + " are no longer kept; the counts include them)"
             : "")
          + (doc.live && this.index < doc.steps.length - 1 && !Object.keys(step.variants).some(function (variant) {
            return step.variants[variant].screen; }) ? " (only the counts of this step were kept, not its screen)" : "")
          + ": ",
        el("code", { className: "action", text: step.action }),
      ]),
      el("button", { type: "button", className: "next", disabled: this.index >= doc.steps.length - 1,
                     onclick: function () { self.go(self.index + 1); } }, ["Next ▶"]),
      el("span", { className: "chips" }, chips),
    ]);
  };

  // The scenario's named actions: events from outside the UI (`do "…"`).
  Player.prototype.events = function () {
    var self = this, names = [];
    Object.keys(this.doc.actions || {}).sort().forEach(function (variant) {
      self.doc.actions[variant].forEach(function (name) { if (names.indexOf(name) < 0) names.push(name); });
    });
    var step = this.stepAt(this.index), presented = false, pushed = false, lazy = [];
    var look = function (item) {
      if (!item) return;
      if (item.container) {
        var name = item.container.name;
        if (/^(sheet|fullScreenCover|popover|alert|confirmationDialog)/i.test(name)) presented = true;
        if (name === "pushed") pushed = true;
        // The lazy containers (`walker.lazyContainer` in the runtime): `scroll` moves their window.
        if (/^(List|LazyVStack|LazyHStack|LazyVGrid|LazyHGrid)$/.test(name) && lazy.indexOf(name) < 0) lazy.push(name);
        item.container.items.forEach(look);
      } else if (item.view) item.view.items.forEach(look);
    };
    Object.keys(step.variants).forEach(function (variant) { look(step.variants[variant].screen); });
    var buttons = names.map(function (name) {
      return el("button", { type: "button", className: "event", disabled: !self.atLatest(),
                            onclick: function () { self.act({ verb: "do", label: name }); } }, [name]);
    });
    if (presented) buttons.push(el("button", { type: "button", className: "event", "data-verb": "dismiss", disabled: !self.atLatest(),
                                               onclick: function () { self.act({ verb: "dismiss" }); } }, ["Dismiss (swipe down)"]));
    if (pushed) buttons.push(el("button", { type: "button", className: "event", "data-verb": "pop", disabled: !self.atLatest(),
                                            onclick: function () { self.act({ verb: "pop" }); } }, ["◀ Back (pop)"]));
    var scrolls = lazy.map(function (name) { return self.scrollControls(name); });
    if (!buttons.length && !scrolls.length) return el("div", { className: "events", hidden: true });
    var bar = buttons.length ? [el("span", { className: "muted", text: names.length ? "Events from outside the UI: " : "Navigation: " })]
      .concat(buttons) : [];
    return el("div", { className: "events" }, bar.concat(scrolls));
  };

  // The shell's `scroll "<container>" up|down|top|bottom` and `… to <row>`, for the first
  // lazy container of that kind on screen, as the shell scrolls it.
  Player.prototype.scrollControls = function (name) {
    var self = this, latest = this.atLatest();
    var scroll = function (value) { self.act({ verb: "scroll", label: name, value: value }); };
    var button = function (value, text, title) {
      return el("button", { type: "button", className: "event scroll", "data-verb": "scroll", "data-label": name,
                            "data-value": value, title: title, disabled: !latest,
                            onclick: function () { scroll(value); } }, [text]);
    };
    var row = el("input", { type: "number", className: "control scroll-row", "data-verb": "scroll", "data-label": name,
                            min: "1", step: "1", placeholder: "row", disabled: !latest,
                            title: "Scroll " + name + " to this row: enter a row number and press Enter",
                            onkeydown: function (event) {
                              if (event.key === "Enter" && /^[1-9][0-9]*$/.test(row.value)) scroll(row.value);
                            } });
    return el("span", { className: "scrolls", "data-label": name }, [
      el("span", { className: "muted", text: "Scroll " + name + ": " }),
      button("up", "▲ Up", "scroll \"" + name + "\" up: a screen of rows back"),
      button("down", "▼ Down", "scroll \"" + name + "\" down: the next screen of rows"),
      button("top", "⤒ Top", "scroll \"" + name + "\" to top"),
      button("bottom", "⤓ Bottom", "scroll \"" + name + "\" to bottom"),
      el("label", { className: "control field" }, [el("span", { className: "muted", text: "to row " }), row]),
    ]);
  };

  Player.prototype.column = function (variant, step) {
    var frame = step.variants[variant];
    var kind = variant === "old" || variant === "new" ? variant : "other";
    var column = el("section", { className: "variant " + kind, "data-variant": variant });
    if (!frame) {
      column.appendChild(el("h3", {}, [el("span", { className: "chip " + kind, text: variant })]));
      column.appendChild(el("p", { className: "muted", text: "This variant did not take this step." }));
      return column;
    }
    var head = column.appendChild(this.columnHead(variant, frame));
    var crash = frame.notes.filter(function (note) { return note.indexOf("crash: ") === 0; })[0];
    if (crash) {
      column.classList.add("crashed");
      column.appendChild(el("p", { className: "crash-banner", role: "status",
                                   text: "The app stopped here: " + crash.slice(7) + (this.doc.live ? " Reset reloads it." : "") }));
    }
    var byPath = {};
    frame.views.forEach(function (view) { byPath[view.path] = view; });
    var screen = el("div", { className: "screen" });
    if (frame.screen) screen.appendChild(this.item(frame.screen, variant, function (path) { return byPath[path]; }));
    else screen.appendChild(this.tree(frame.views, variant));
    column.appendChild(screen);
    var extras = this.columnExtras(frame);
    extras.forEach(function (node) { column.appendChild(node); });
    if (this.drawn) {
      this.drawn.columns[variant] = { section: column, head: head, extras: extras,
                                      root: frame.screen && frame.screen.view ? frame.screen.view.path : null };
    }
    return column;
  };

  // A column's heading: how many bodies ran in how many views.
  Player.prototype.columnHead = function (variant, frame) {
    var kind = variant === "old" || variant === "new" ? variant : "other";
    var ran = frame.views.filter(function (view) { return view.runs > 0; });
    var bodies = ran.reduce(function (sum, view) { return sum + view.runs; }, 0);
    return el("h3", {}, [
      el("span", { className: "chip " + kind, text: variant }), " ",
      el("span", { className: "ran-summary", text: plural(bodies, "body", "bodies") + " ran in " + plural(ran.length, "view", "views") }),
    ]);
  };

  // Under a column's screen: what fired, and the notes.
  Player.prototype.columnExtras = function (frame) {
    var nodes = [];
    if (frame.fired.length) {
      nodes.push(el("ul", { className: "fired" }, frame.fired.map(function (line) {
        return el("li", { text: "⚡ " + line });
      })));
    }
    if (frame.notes.length) {
      nodes.push(el("ul", { className: "notes" }, frame.notes.map(function (line) {
        return el("li", { text: line });
      })));
    }
    return nodes;
  };

  // A view box: the frame of one custom view, flashing when its body ran.
  Player.prototype.box = function (view, variant, name) {
    var self = this;
    var box = el("div", {
      className: "view", "data-view": view ? view.path : name, "data-variant": variant,
      "data-runs": 0, "data-total": 0, title: name, tabindex: 0,
      onclick: function (event) {
        // A click on a control acts; a click anywhere else in the box selects the view.
        if (event.target.closest("button, input, select, label")) return;
        event.stopPropagation();
        self.selected = view ? { variant: variant, path: view.path } : null;
        self.render(false);
      },
    }, [el("div", { className: "view-head" })]);
    box.obslabName = name;
    this.decorate(box, view, variant, name);
    if (view && this.drawn) (this.drawn.boxes[variant] = this.drawn.boxes[variant] || {})[view.path] = box;
    return box;
  };

  // A box's classes, counts, tooltip and heading, from the view's record in the step.
  Player.prototype.decorate = function (box, view, variant, name) {
    var classes = ["view"];
    if (view && view.runs > 0) classes.push("ran");
    if (view && view.runs > 0 && view.wasted === view.runs) classes.push("wasted");
    if (view && view.skipped) classes.push("skipped");
    if (this.selected && this.selected.variant === variant && view && this.selected.path === view.path) classes.push("selected");
    var title = view ? name + ": " + plural(view.runs, "body", "bodies") + " this step, " + view.total + " since the first render"
      + (view.reasons.length ? "\n" + view.reasons.join("\n") : "") + (view.causes.length ? "\ncause: " + view.causes.join(", ") : "") : name;
    box.className = classes.join(" ");
    box.setAttribute("data-runs", view ? view.runs : 0);
    box.setAttribute("data-total", view ? view.total : 0);
    box.setAttribute("title", title);
    box.replaceChild(el("div", { className: "view-head" }, [
      el("span", { className: "view-name", text: name }),
      view && view.runs > 0 ? el("span", { className: "ran-badge", text: "+" + view.runs }) : null,
      el("span", { className: "count", title: "bodies run since the first render", text: view ? String(view.total) : "" }),
    ]), box.firstChild);
  };

  // The simulated screen, as real controls inside the view boxes (the live page).
  // `lookup` gives a view's record by path; `reuse`, when the page draws one screen part
  // again, the box already drawn for a view inside it (`child` parts).
  Player.prototype.item = function (item, variant, lookup, reuse) {
    var self = this;
    if (item.child) return reuse(item.child.path) || el("div", { className: "muted", text: "?" });
    if (item.view) {
      var data = item.view;
      var box = this.box(lookup(data.path), variant, data.name);
      var body = el("div", { className: "view-body" });
      data.items.forEach(function (inner) { body.appendChild(self.item(inner, variant, lookup, reuse)); });
      box.appendChild(body);
      return box;
    }
    if (item.text) return el("div", { className: "text", text: item.text._0 });
    if (item.image) return el("div", { className: "image", text: "Image " + item.image._0 });
    if (item.container) {
      var container = el("div", { className: "container " + item.container.name.toLowerCase(), "data-container": item.container.name });
      item.container.items.forEach(function (inner) { container.appendChild(self.item(inner, variant, lookup, reuse)); });
      return container;
    }
    if (item.control) return this.control(item.control, variant);
    return el("div", { className: "muted", text: "?" });
  };

  Player.prototype.control = function (control, variant) {
    // A control under .disabled(true) is drawn disabled, as SwiftUI draws it.
    var self = this, enabled = this.atLatest() && control.enabled !== false;
    switch (control.kind) {
      case "button":
        return el("button", { type: "button", className: "control", "data-label": control.label, disabled: !enabled,
                              onclick: function () { self.act({ verb: "tap", label: control.label }); } }, [control.label]);
      case "toggle":
        return el("label", { className: "control toggle" }, [
          el("input", { type: "checkbox", "data-label": control.label, checked: control.value === "on", disabled: !enabled,
                        onchange: function (event) {
                          self.act({ verb: "toggle", label: control.label, value: event.target.checked ? "on" : "off" });
                        } }),
          " " + control.label,
        ]);
      case "text field":
        var shown = control.value || "";
        var current = shown.length >= 2 && shown[0] === "\"" && shown[shown.length - 1] === "\"" ? shown.slice(1, -1) : "";
        var input = el("input", {
          type: "text", className: "control", "data-label": control.label, placeholder: control.label,
          value: current, disabled: !enabled, title: "Type after the text and press Enter: each keystroke is one update",
          onkeydown: function (event) {
            if (event.key !== "Enter") return;
            var value = input.value;
            if (value.indexOf(current) !== 0 || value.length === current.length) {
              self.showError("Type after what the field holds: ObsLab types one keystroke at a time, as `type` does.");
              return;
            }
            self.act({ verb: "type", label: control.label, text: value.slice(current.length) });
          },
        });
        return el("label", { className: "control field" }, [el("span", { className: "muted", text: control.label + " " }), input]);
      case "picker":
        var select = el("select", { className: "control", "data-label": control.label, disabled: !enabled,
                                    onchange: function (event) { self.act({ verb: "choose", label: control.label, value: event.target.value }); } },
          control.options.map(function (option) {
            return el("option", { value: option, selected: option === control.value || "\"" + option + "\"" === control.value, text: option });
          }));
        return el("label", { className: "control field" }, [el("span", { className: "muted", text: control.label + " " }), select]);
      case "stepper":
        return el("span", { className: "control stepper" }, [
          el("span", { text: control.label + (control.value && control.label.indexOf(control.value) < 0 ? ": " + control.value : "") + " " }),
          el("button", { type: "button", className: "control", "data-label": control.label, "data-step": "-", disabled: !enabled,
                         title: "decrement", onclick: function () { self.act({ verb: "decrement", label: control.label }); } }, ["−"]),
          el("button", { type: "button", className: "control", "data-label": control.label, "data-step": "+", disabled: !enabled,
                         title: "increment", onclick: function () { self.act({ verb: "increment", label: control.label }); } }, ["+"]),
        ]);
      case "slider":
        var number = el("input", { type: "number", className: "control", "data-label": control.label, step: "any",
                                   value: control.value || "", disabled: !enabled, title: "Enter a number and press Enter",
                                   onkeydown: function (event) {
                                     if (event.key === "Enter") self.act({ verb: "choose", label: control.label, value: number.value });
                                   } });
        return el("label", { className: "control field" }, [el("span", { className: "muted", text: control.label + " " }), number]);
      default:
        return el("div", { className: "control other", text: control.kind + " " + control.label + (control.value ? ": " + control.value : "") });
    }
  };

  // The views as nested boxes, from their paths (the report, which has no screen).
  Player.prototype.tree = function (views, variant) {
    var self = this, top = el("div", { className: "tree" }), stack = [];
    views.forEach(function (view) {
      var box = self.box(view, variant, view.name);
      box.appendChild(el("div", { className: "view-body" }));
      while (stack.length && stack[stack.length - 1].depth >= view.depth) stack.pop();
      var parent = stack.length ? stack[stack.length - 1].box.lastChild : top;
      parent.appendChild(box);
      stack.push({ depth: view.depth, box: box });
    });
    return top;
  };

  Player.prototype.details = function (step) {
    var panel = el("aside", { className: "details", "aria-live": "polite" });
    var selected = this.selected, frame = selected && step.variants[selected.variant];
    var view = frame && frame.views.filter(function (candidate) { return candidate.path === selected.path; })[0];
    if (!view) {
      panel.appendChild(el("p", { className: "muted", text: "Click a view's box to see why its body ran, and what it depends on." }));
      return panel;
    }
    panel.appendChild(el("h4", {}, [el("span", { className: "chip " + selected.variant, text: selected.variant }), " " + view.name]));
    panel.appendChild(el("p", { className: "muted" }, [el("code", { text: view.path })]));
    panel.appendChild(el("p", { text: view.runs > 0
      ? "Its body ran " + plural(view.runs, "time", "times") + " in this step" + (view.wasted ? " (" + view.wasted + " with the same output as before)" : "") + "."
      : (view.skipped ? "Skipped: " + view.skipped : "Its body did not run in this step.") }));
    panel.appendChild(el("p", { text: plural(view.total, "body", "bodies") + " since the first render." }));
    if (view.reasons.length) {
      panel.appendChild(el("p", {}, [el("strong", { text: "_printChanges: " })].concat(view.reasons.map(function (reason) {
        return el("code", { className: "reason", text: reason });
      }))));
    }
    if (view.causes.length) panel.appendChild(el("p", {}, [el("strong", { text: "Cause: " }), el("code", { text: view.causes.join(", ") })]));
    if (view.dependencies) {
      panel.appendChild(el("p", {}, [el("strong", { text: "Depends on (after this step):" })]));
      panel.appendChild(el("ul", { className: "deps" }, view.dependencies.map(function (line) { return el("li", { text: line }); })));
    }
    return panel;
  };

  Player.prototype.counts = function (step) {
    var doc = this.doc, order = [], names = {}, cells = {};
    doc.variants.forEach(function (variant) {
      var frame = step.variants[variant];
      (frame ? frame.views : []).forEach(function (view) {
        if (!(view.path in names)) { order.push(view.path); names[view.path] = view.name; }
        cells[variant + "\u0000" + view.path] = view;
      });
    });
    var head = [el("th", { text: "view" })];
    doc.variants.forEach(function (variant) {
      var kind = variant === "old" || variant === "new" ? variant : "other";
      head.push(el("th", { className: "num " + kind, text: variant + " this step" }));
      head.push(el("th", { className: "num " + kind, text: variant + " total" }));
    });
    var self = this, drawn = this.drawn;
    var rows = order.map(function (path) {
      var row = self.countsRow(path, names[path], cells);
      if (drawn) drawn.rows[path] = row;
      return row;
    });
    return el("div", { className: "counts" }, [
      el("table", { className: "counts-table" }, [
        el("caption", { text: "Bodies run: in this step, and since the first render" }),
        el("thead", {}, [el("tr", {}, head)]),
        el("tbody", {}, rows),
      ]),
    ]);
  };

  // One row of the counts table: the view's runs in the step and its total, per variant.
  Player.prototype.countsRow = function (path, name, cells) {
    var row = [el("th", { className: "view", text: name, title: path })];
    this.doc.variants.forEach(function (variant) {
      var view = cells[variant + "\u0000" + path];
      row.push(el("td", { className: "num" + (view && view.runs > 0 ? " ran " + variant : ""), "data-variant": variant,
                          "data-view": path, "data-kind": "runs", text: view ? String(view.runs) : "–" }));
      row.push(el("td", { className: "num", "data-variant": variant, "data-view": path, "data-kind": "total",
                          text: view ? String(view.total) : "–" }));
    });
    return el("tr", {}, row);
  };

  Player.prototype.showError = function (message) {
    var box = document.getElementById("error");
    if (!box) return;
    box.textContent = message || "";
    box.hidden = !message;
  };

  // A little Markdown, for lesson prose: paragraphs, lists, quotes, code blocks, `code`,
  // **bold** and *italic*. Built as nodes, never as HTML.
  function markdown(text) {
    var blocks = [], lines = text.split("\n"), index = 0;
    function inline(line) {
      var nodes = [], pattern = /(`[^`]+`|\*\*[^*]+\*\*|\*[^*]+\*)/g, last = 0, match;
      while ((match = pattern.exec(line))) {
        if (match.index > last) nodes.push(line.slice(last, match.index));
        var token = match[0];
        if (token[0] === "`") nodes.push(el("code", { text: token.slice(1, -1) }));
        else if (token.slice(0, 2) === "**") nodes.push(el("strong", { text: token.slice(2, -2) }));
        else nodes.push(el("em", { text: token.slice(1, -1) }));
        last = pattern.lastIndex;
      }
      if (last < line.length) nodes.push(line.slice(last));
      return nodes;
    }
    while (index < lines.length) {
      var line = lines[index];
      if (/^\s*```/.test(line)) {
        var code = [];
        index++;
        while (index < lines.length && !/^\s*```/.test(lines[index])) code.push(lines[index++]);
        index++;
        blocks.push(el("pre", {}, [el("code", { text: code.join("\n") })]));
      } else if (/^\s*[-*] /.test(line)) {
        var items = [];
        while (index < lines.length && /^\s*[-*] /.test(lines[index])) {
          items.push(el("li", {}, inline(lines[index++].replace(/^\s*[-*] /, ""))));
        }
        blocks.push(el("ul", {}, items));
      } else if (/^\s*>/.test(line)) {
        var quote = [];
        while (index < lines.length && /^\s*>/.test(lines[index])) quote.push(lines[index++].replace(/^\s*> ?/, ""));
        blocks.push(el("blockquote", {}, inline(quote.join(" "))));
      } else if (line.trim() === "") {
        index++;
      } else {
        var paragraph = [];
        while (index < lines.length && lines[index].trim() !== "" && !/^\s*(```|[-*] |>)/.test(lines[index])) {
          paragraph.push(lines[index++].replace(/^#+\s*/, ""));
        }
        blocks.push(el("p", {}, inline(paragraph.join(" "))));
      }
    }
    return blocks;
  }

  // Lessons on the live page: the prose of a step, a prediction the reader makes by
  // ticking views, the step's commands run by the server as `play` runs them, and the
  // lab's check of the step's claims. The server judges the prediction by the shell's
  // rules (a type name for all its instances, a replaced identity the same view, the
  // question's scope) and sends its verdict first among the checks.
  function LessonPanel(root, picker, player) {
    this.root = root;
    this.picker = picker;
    this.player = player;
    this.lessons = [];
    this.lesson = null;
    this.index = 0;
    this.outcome = null;
    var self = this;
    if (picker) picker.addEventListener("change", function () { self.start(picker.value); });
  }

  LessonPanel.prototype.offer = function (lessons) {
    this.lessons = lessons;
    if (!this.picker) return;
    this.picker.appendChild(el("option", { value: "", text: lessons.length ? "choose a lesson…" : "no lessons" }));
    var picker = this.picker;
    lessons.forEach(function (lesson, number) {
      picker.appendChild(el("option", { value: lesson.id, text: (number + 1) + ". " + lesson.title }));
    });
  };

  LessonPanel.prototype.start = function (id) {
    var self = this;
    this.lesson = this.lessons.filter(function (lesson) { return lesson.id === id; })[0] || null;
    this.index = 0;
    this.outcome = null;
    if (!this.lesson) { this.render(); return; }
    this.player.act({ verb: "lesson", lesson: id }).then(function () { self.render(); });
  };

  LessonPanel.prototype.close = function () {
    this.lesson = null;
    this.outcome = null;
    if (this.picker) this.picker.value = "";
    this.render();
  };

  LessonPanel.prototype.go = function (index) {
    if (!this.lesson || index < 0 || index >= this.lesson.steps.length) return;
    this.index = index;
    this.outcome = null;
    this.render();
  };

  // The views the reader can predict for: those on screen now, per variant.
  LessonPanel.prototype.choices = function () {
    var doc = this.player.doc, step = doc && this.player.stepAt(doc.steps.length - 1);
    if (!step) return [];
    return doc.variants.filter(function (variant) { return step.variants[variant]; }).map(function (variant) {
      return { variant: variant, views: step.variants[variant].views.map(function (view) { return view.name; }) };
    });
  };

  LessonPanel.prototype.play = function () {
    var self = this, predicted = {};
    Array.prototype.forEach.call(this.root.querySelectorAll("input.predict"), function (box) {
      predicted[box.dataset.variant] = predicted[box.dataset.variant] || [];
      if (box.checked) predicted[box.dataset.variant].push(box.dataset.view);
    });
    var asked = !!this.lesson.steps[this.index].prediction;
    var request = { verb: "play", lesson: this.lesson.id, step: this.index };
    if (asked) request.predicted = predicted;
    this.player.act(request).then(function (update) {
      if (!update) return;
      // The steps as the player shows them now, frames whole.
      // A step's place in the player: its index less that of the first step kept.
      var first = self.player.doc && self.player.doc.steps.length ? self.player.doc.steps[0].index : 0;
      var steps = (update.steps || (update.document ? update.document.steps : [])).map(function (raw) {
        return self.player.stepAt(raw.index - first) || raw;
      });
      var acted = steps.filter(function (step) { return Object.keys(step.variants).length > 0; });
      var last = acted[acted.length - 1];
      self.outcome = { step: last || null, checks: (steps[steps.length - 1] || {}).checks || [] };
      self.render();
    });
  };

  LessonPanel.prototype.render = function () {
    var root = this.root, self = this;
    if (!root) return;
    while (root.firstChild) root.removeChild(root.firstChild);
    root.hidden = !this.lesson;
    if (!this.lesson) return;
    var lesson = this.lesson, step = lesson.steps[this.index];
    root.appendChild(el("h2", { text: lesson.title }));
    if (this.index === 0 && lesson.introduction) {
      root.appendChild(el("div", { className: "introduction" }, markdown(lesson.introduction)));
    }
    root.appendChild(el("h3", { text: "Step " + (this.index + 1) + " of " + lesson.steps.length + ": " + step.title }));
    root.appendChild(el("div", { className: "prose" }, markdown(step.text)));
    if (step.prediction) {
      var grid = el("div", { className: "predict-grid" });
      this.choices().forEach(function (choice) {
        grid.appendChild(el("fieldset", {}, [el("legend", {}, [el("span", { className: "chip " + choice.variant, text: choice.variant })])]
          .concat(choice.views.map(function (name) {
            return el("label", {}, [el("input", { type: "checkbox", className: "predict", "data-variant": choice.variant, "data-view": name }), " " + name]);
          }))));
      });
      root.appendChild(el("div", { className: "prediction" }, [
        el("p", {}, [el("strong", { text: "Predict: " }), step.prediction]),
        el("p", { className: "muted", text: "Tick the views whose body you expect to run, then run the step." }),
        grid,
      ]));
    }
    if (step.commands.length) {
      root.appendChild(el("pre", { className: "commands" }, [el("code", { text: step.commands.join("\n") })]));
    }
    var buttons = [
      el("button", { type: "button", disabled: this.index === 0, onclick: function () { self.go(self.index - 1); } }, ["◀ Back"]),
      step.commands.length || step.expectations.length
        ? el("button", { type: "button", className: "run", onclick: function () { self.play(); } }, ["Run this step"]) : null,
      el("button", { type: "button", disabled: this.index >= lesson.steps.length - 1, onclick: function () { self.go(self.index + 1); } }, ["Next ▶"]),
    ];
    root.appendChild(el("div", { className: "lesson-buttons" }, buttons));
    if (step.hint) {
      root.appendChild(el("details", { className: "hint" }, [el("summary", { text: "Hint" }), el("p", { text: step.hint })]));
    }
    if (this.outcome) root.appendChild(this.verdict(this.outcome));
  };

  LessonPanel.prototype.verdict = function (outcome) {
    var box = el("div", { className: "verdict" });
    if (outcome.checks.length) {
      box.appendChild(el("ul", { className: "checks" }, outcome.checks.map(function (line) {
        return el("li", { className: line.indexOf("✗") === 0 ? "failed" : "held", text: line });
      })));
    }
    return box;
  };

  document.addEventListener("keydown", function (event) {
    if (event.target.closest && event.target.closest("input, select, textarea")) return;
    var player = Player.focused;
    if (!player) return;
    if (event.key === "ArrowLeft") player.go(player.index - 1);
    if (event.key === "ArrowRight") player.go(player.index + 1);
  });

  // The report: one player per scenario, each reading its document from the page.
  Array.prototype.forEach.call(document.querySelectorAll(".player[data-player]"), function (root) {
    var data = document.getElementById("player-data-" + root.getAttribute("data-player"));
    if (!data) return;
    var player = new Player(root, JSON.parse(data.textContent));
    root.addEventListener("mouseenter", function () { Player.focused = player; });
    if (!Player.focused) Player.focused = player;
  });

  // The live page: the document comes from the server, and actions go back to it, one
  // at a time, in the order they were taken.
  var liveRoot = document.getElementById("live-player");
  if (liveRoot) {
    var queue = Promise.resolve();
    var request = function (method, path, body) {
      return fetch(path, {
        method: method, headers: body ? { "Content-Type": "application/json" } : {},
        body: body ? JSON.stringify(body) : undefined,
      }).then(function (response) {
        return response.json().then(function (json) {
          if (!response.ok) {
            var failure = new Error(json.error || response.statusText);
            failure.version = json.version;
            throw failure;
          }
          return json;
        });
      });
    };
    // Actions wait their turn; a page that has `maximumWaiting` waiting (a held key, a
    // script clicking) drops the next one and says so, rather than queue without end.
    var waiting = 0, maximumWaiting = 8;
    var live = new Player(liveRoot, null, function (action) {
      if (waiting >= maximumWaiting) {
        live.showError("Slow down: " + waiting + " actions are waiting for the lab; this one was not sent.");
        return Promise.resolve(null);
      }
      waiting += 1;
      queue = queue.then(function () {
        waiting -= 1;
        document.body.classList.add("busy");
        return request("POST", "/api/action", action).then(function (update) {
          live.showError("");
          if (update.document) { live.selected = null; live.setDocument(update.document); }
          else if (update.steps && live.doc && update.base === live.version) {
            var started = performance.now();
            live.append(update.steps);
            live.version = update.version;
            // For the browser test: how many steps were drawn in part, and how long the last took.
            document.body.setAttribute("data-partial-draws", String(live.partialDraws || 0));
            document.body.setAttribute("data-last-draw-ms", String(Math.round(performance.now() - started)));
          } else if (update.steps && update.version !== live.version) {
            // This page missed an update (another tab acted): it loads the whole state.
            return resynchronize().then(function () { syncPicker(); return update; });
          }
          syncPicker();
          return update;
        }).catch(function (error) {
          // Refused: when another tab acted meanwhile, show the state it left first.
          var behind = error.version !== undefined && live.doc && error.version !== live.version;
          return (behind ? resynchronize() : Promise.resolve()).then(function () {
            live.showError(error.message);
            if (!behind) live.render(false);
            return null;
          });
        }).then(function (update) { document.body.classList.remove("busy"); return update; });
      });
      return queue;
    });
    Player.focused = live;
    var lessons = new LessonPanel(document.getElementById("lesson"), document.getElementById("lesson-picker"), live);
    var picker = document.getElementById("scenario-picker");
    var syncPicker = function () { if (live.doc) picker.value = live.doc.scenario; };
    picker.addEventListener("change", function () {
      lessons.close();
      live.act({ verb: "load", scenario: picker.value });
    });
    document.getElementById("reset").addEventListener("click", function () { if (live.doc) live.act({ verb: "reset" }); });
    var resynchronize = function () {
      return request("GET", "/api/state").then(function (state) {
        live.setDocument(state.document || null);
        document.body.setAttribute("data-resynchronized", String(+(document.body.dataset.resynchronized || 0) + 1));
      });
    };
    request("GET", "/api/state").then(function (state) {
      lessons.offer(state.lessons || []);
      if (!state.document) picker.appendChild(el("option", { value: "", text: "choose…" }));
      state.catalog.forEach(function (entry) {
        picker.appendChild(el("option", { value: entry.id, text: entry.id + " — " + entry.title }));
      });
      live.setDocument(state.document || null);
      syncPicker();
      document.body.setAttribute("data-ready", "true");
    }).catch(function (error) { live.showError(error.message); });
  }
})();
