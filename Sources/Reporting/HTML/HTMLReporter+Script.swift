extension HTMLReporter {
    /// The page's script: opens a screen from the embedded data when its link is followed
    /// (`#screen-S`, `#screen-S-E` with element E chosen), draws its wireframe, links each
    /// transcript line and each element both ways, shows the element's source line and findings,
    /// and plays the transcript with the browser's speech synthesis (a timer where it has none).
    static let script = #"""
        (function () {
        "use strict";
        var dataNode = document.getElementById("perceive-data");
        var data = dataNode ? JSON.parse(dataNode.textContent) : { screens: [] };
        var SVG = "http://www.w3.org/2000/svg";
        var current = { screen: -1, line: -1, element: -1, playing: false, timer: 0, token: 0 };
        function el(id) { return document.getElementById(id); }
        function make(tag, className, text) {
          var node = document.createElement(tag);
          if (className) node.className = className;
          if (text !== undefined) node.textContent = text;
          return node;
        }
        function svg(tag, attributes) {
          var node = document.createElementNS(SVG, tag);
          for (var key in attributes) node.setAttribute(key, attributes[key]);
          return node;
        }
        var chosenVariant = 0;
        // The screen opened, under the settings variant chosen (the screen as audited where the
        // variant draws it the same, or where it was captured rather than lowered).
        function shown() {
          var base = data.screens[current.screen];
          if (!base || chosenVariant === 0 || !base.variants) return base;
          var variant = base.variants[chosenVariant - 1];
          if (!variant) return base;
          // A variant holds only the fields that differ: the others are the screen's as audited.
          if (!variant.whole) {
            var whole = {}, key;
            for (key in base) if (key !== "variants") whole[key] = base[key];
            for (key in variant) whole[key] = variant[key];
            // An element is 0 where it is the same, [x, y, width, height] where only its frame moved.
            if (variant.elements) whole.elements = variant.elements.map(function (element, index) {
              if (element === 0) return base.elements[index];
              if (element.length !== 4) return element;
              return [base.elements[index][0]].concat(element, base.elements[index].slice(5));
            });
            variant.whole = whole;
          }
          return variant.whole;
        }
        function fileName(index) { return index === null ? "" : data.files[index]; }
        function elementTitle(element) {
          return (element[5] !== null ? element[5] + ". " : "") + element[0];
        }

        function drawWireframe(screen, index) {
          var box = svg("svg", { viewBox: "0 0 " + screen.width + " " + screen.height, role: "img",
            "aria-labelledby": "wireframe-caption" });
          box.appendChild(svg("rect", { "class": "screen-outline", x: 1, y: 1, width: screen.width - 2, height: screen.height - 2, rx: 24 }));
          var badges = [];
          screen.elements.forEach(function (element, elementIndex) {
            if (element[1] === null) return;
            var classes = "el";
            var small = element[6] === 1 && (element[3] < 44 || element[4] < 44);
            if (small) classes += " small";
            if (element[9].length > 0) classes += " flagged";
            var group = svg("g", { "class": classes, "data-element": elementIndex });
            group.appendChild(svg("rect", { x: element[1], y: element[2], width: Math.max(element[3], 1), height: Math.max(element[4], 1), rx: 3 }));
            if (element[9].length > 0) {
              group.appendChild(svg("rect", { "class": "flag-mark", x: element[1] + Math.max(element[3], 1) - 8, y: element[2], width: 8, height: 8 }));
            }
            group.addEventListener("click", function () { chooseElement(elementIndex, true); });
            box.appendChild(group);
            if (element[5] !== null) badges.push(element);
          });
          badges.forEach(function (element) {
            var badge = svg("g", { "class": "badge" });
            var x = Math.max(element[1], 9), y = Math.max(element[2], 9);
            badge.appendChild(svg("circle", { cx: x, cy: y, r: 9 }));
            var label = svg("text", { x: x, y: y });
            label.textContent = String(element[5]);
            badge.appendChild(label);
            box.appendChild(badge);
          });
          var holder = el("wireframe");
          holder.textContent = "";
          holder.appendChild(box);
          var numbered = screen.elements.filter(function (e) { return e[5] !== null; }).length;
          var small = screen.elements.filter(function (e) { return e[6] === 1 && e[1] !== null && (e[3] < 44 || e[4] < 44); }).length;
          var flagged = screen.elements.filter(function (e) { return e[9].length > 0; }).length;
          el("wireframe-caption").textContent = "Wireframe of " + screen.name + ", " + screen.width + " by " + screen.height +
            " points: " + numbered + " elements in VoiceOver order, " + small + " hit regions under 44 points, " +
            flagged + " elements with findings.";
        }

        function drawTranscript(screen) {
          var list = el("transcript");
          list.textContent = "";
          screen.transcript.forEach(function (line, lineIndex) {
            var item = make("li");
            item.id = "line-" + lineIndex;
            var button = make("button");
            button.type = "button";
            var element = line[2] === null ? null : screen.elements[line[2]];
            if (element && element[5] !== null && line[1] === "element") button.appendChild(make("span", "order", "#" + element[5] + " "));
            button.appendChild(document.createTextNode(line[0]));
            if (line[1] !== "element") button.appendChild(make("span", "kind", " (" + line[1] + ")"));
            button.addEventListener("click", function () { stop(); chooseLine(lineIndex); });
            item.appendChild(button);
            list.appendChild(item);
          });
          if (screen.transcript.length === 0) list.appendChild(make("li", "", "VoiceOver reaches nothing on this screen."));
        }

        function openScreen(index) {
          if (!data.screens[index]) return false;
          if (current.screen !== index || current.variant !== chosenVariant) {
            stop();
            current = { screen: index, variant: chosenVariant, line: -1, element: -1, playing: false, timer: 0, token: current.token + 1 };
            var screen = shown();
            el("screen-heading").textContent = screen.name;
            el("screen-source").textContent = screen.source ? "Declared at " + screen.source : "";
            el("screen-placeholder").hidden = true;
            el("screen-body").hidden = false;
            drawWireframe(screen, index);
            drawTranscript(screen);
            drawFindings(screen, data.screens[index]);
            drawCosts(screen);
            describeVariants(data.screens[index]);
            el("detail").textContent = "";
            el("detail").appendChild(make("p", "", "Choose a line of the transcript or an element of the wireframe."));
            el("player-status").textContent = "";
            document.querySelectorAll("#screen-list button").forEach(function (button) {
              if (button.getAttribute("data-screen") === String(index)) button.setAttribute("aria-current", "true");
              else button.removeAttribute("aria-current");
            });
          }
          return true;
        }

        function isVariantFinding(findingIndex) { return findingIndex >= data.reportFindings; }
        function findingsOf(screen) {
          var seen = {}, found = [];
          screen.elements.forEach(function (element) {
            element[9].forEach(function (index) { if (!seen[index]) { seen[index] = true; found.push(index); } });
          });
          return found;
        }
        function findingItem(findingIndex) {
          var finding = data.findings[findingIndex];
          var item = make("li");
          var text = finding[1] + ": " + finding[2] + " [" + finding[0] + "]";
          if (isVariantFinding(findingIndex)) {
            item.appendChild(make("strong", "", "Only with these settings. "));
            item.appendChild(document.createTextNode(text + " (" + finding[4] + ")"));
            if (finding[3]) item.appendChild(make("span", "variant-fix", " Fix: " + finding[3]));
          } else {
            var link = make("a", "", text);
            link.href = "#finding-" + findingIndex;
            item.appendChild(link);
          }
          return item;
        }

        function drawFindings(screen, base) {
          var holder = el("screen-findings");
          holder.textContent = "";
          var found = findingsOf(screen);
          if (found.length === 0) holder.appendChild(make("p", "", "No findings on this screen."));
          else {
            var list = make("ul");
            found.forEach(function (index) { list.appendChild(findingItem(index)); });
            holder.appendChild(list);
          }
          if (screen !== base) {
            var here = {};
            found.forEach(function (index) { here[index] = true; });
            var gone = findingsOf(base).filter(function (index) { return !here[index]; }).length;
            if (gone > 0) holder.appendChild(make("p", "", gone + (gone === 1 ? " finding" : " findings") + " of this screen as audited " + (gone === 1 ? "is" : "are") + " not found with these settings."));
          }
        }

        function table(caption, headers, rows) {
          var node = make("table");
          node.appendChild(make("caption", "", caption));
          var head = make("tr");
          headers.forEach(function (text) { var cell = make("th", "", text); cell.scope = "col"; head.appendChild(cell); });
          node.appendChild(make("thead")).appendChild(head);
          var body = make("tbody");
          rows.forEach(function (row) {
            var line = make("tr");
            row.forEach(function (text, column) {
              var cell = make(column === 0 ? "th" : "td", "", String(text));
              if (column === 0) cell.scope = "row";
              line.appendChild(cell);
            });
            body.appendChild(line);
          });
          node.appendChild(body);
          var scroller = make("div", "table-wrap");
          scroller.tabIndex = 0;
          scroller.setAttribute("role", "region");
          scroller.setAttribute("aria-label", caption);
          scroller.appendChild(node);
          return scroller;
        }

        function drawCosts(screen) {
          var holder = el("costs");
          holder.textContent = "";
          if (screen.costs.length === 0) { holder.appendChild(make("p", "", "No controls on this screen.")); return; }
          holder.appendChild(table("Reaching and activating the controls of " + screen.name + ", each from the start of the screen",
            ["Technology", "The control that takes the most", "Every control, each once", "Cannot reach"], screen.costs));
          var rows = [];
          screen.elements.forEach(function (element) {
            if (element[10].length > 0) rows.push([elementTitle(element)].concat(element[10]));
          });
          var details = make("details");
          details.appendChild(make("summary", "", "Each control (" + rows.length + ")"));
          details.appendChild(table("What each control of " + screen.name + " costs", ["Control"].concat(data.costHeaders), rows));
          holder.appendChild(details);
        }

        function describeVariants(base) {
          document.querySelectorAll("input[name=variant]").forEach(function (radio) {
            var index = Number(radio.value);
            var note = radio.parentNode.querySelector(".variant-note");
            if (index === 0) note.textContent = "";
            else if (!base.variants) note.textContent = " (captured: not redrawn)";
            else note.textContent = base.variants[index - 1] ? "" : " (the same here)";
          });
        }

        function variantStatus() {
          var base = data.screens[current.screen], screen = shown();
          var name = data.variants[chosenVariant];
          if (chosenVariant === 0) return name + ".";
          if (!base.variants) return name + ": this screen was captured, not lowered from source, so it is shown as captured.";
          if (screen === base) return name + ": this screen draws, says and finds the same as audited.";
          var found = findingsOf(screen);
          var only = found.filter(isVariantFinding).length;
          return name + ": " + screen.elements.length + " elements, " + found.length + (found.length === 1 ? " finding" : " findings") +
            ", " + only + " only with these settings.";
        }

        function chooseVariant(index) {
          chosenVariant = index;
          if (current.screen < 0) return;
          openScreen(current.screen);
          el("variant-status").textContent = variantStatus();
        }

        function markElement(elementIndex) {
          current.element = elementIndex;
          document.querySelectorAll("#wireframe .el").forEach(function (group) {
            group.classList.toggle("selected", Number(group.getAttribute("data-element")) === elementIndex);
          });
          showDetail(elementIndex);
        }

        function chooseLine(lineIndex) {
          var screen = shown();
          if (!screen || lineIndex < 0 || lineIndex >= screen.transcript.length) return;
          current.line = lineIndex;
          document.querySelectorAll("#transcript li").forEach(function (item) {
            if (item.id === "line-" + lineIndex) item.setAttribute("aria-current", "true");
            else item.removeAttribute("aria-current");
          });
          var line = screen.transcript[lineIndex];
          if (line[2] !== null) markElement(line[2]);
        }

        function chooseElement(elementIndex, fromWireframe) {
          var screen = shown();
          var lineIndex = -1;
          screen.transcript.forEach(function (line, index) { if (lineIndex < 0 && line[2] === elementIndex) lineIndex = index; });
          if (lineIndex >= 0) chooseLine(lineIndex);
          markElement(elementIndex);
          if (fromWireframe && lineIndex >= 0) {
            var button = document.querySelector("#line-" + lineIndex + " button");
            if (button) button.focus();
          }
        }

        function showDetail(elementIndex) {
          var screen = shown();
          var element = screen.elements[elementIndex];
          var detail = el("detail");
          detail.textContent = "";
          var list = make("dl");
          function row(term, value) { list.appendChild(make("dt", "", term)); var d = make("dd"); if (typeof value === "string") d.textContent = value; else d.appendChild(value); list.appendChild(d); }
          row("Element", element[0]);
          row("VoiceOver order", element[5] === null ? "not reached by swiping" : String(element[5]));
          if (element[1] !== null) {
            var size = Math.round(element[3] * 10) / 10 + " × " + Math.round(element[4] * 10) / 10 + " pt";
            if (element[6] === 1 && (element[3] < 44 || element[4] < 44)) size += ", a hit region under 44 × 44 pt";
            row("Frame", size);
          }
          if (element[7] !== null) row("Source", fileName(element[7]) + ", line " + element[8]);
          detail.appendChild(list);
          if (element[7] !== null) {
            var lines = (data.sources[String(element[7])] || {});
            var code = make("pre", "code");
            code.tabIndex = 0;
            code.setAttribute("aria-label", "Source around line " + element[8]);
            var inner = make("code");
            for (var n = element[8] - 2; n <= element[8] + 2; n++) {
              if (lines[String(n)] === undefined) continue;
              var text = make(n === element[8] ? "mark" : "span");
              text.appendChild(make("span", "line-number", String(n)));
              text.appendChild(document.createTextNode(lines[String(n)] + "\n"));
              inner.appendChild(text);
            }
            if (inner.childNodes.length > 0) { code.appendChild(inner); detail.appendChild(code); }
          }
          if (element[10].length > 0) {
            detail.appendChild(make("h4", "", "What it costs"));
            var costs = make("dl");
            data.costHeaders.forEach(function (header, column) {
              costs.appendChild(make("dt", "", header));
              costs.appendChild(make("dd", "", element[10][column]));
            });
            detail.appendChild(costs);
          }
          if (element[9].length > 0) {
            detail.appendChild(make("h4", "", "Findings"));
            var findings = make("ul");
            element[9].forEach(function (findingIndex) { findings.appendChild(findingItem(findingIndex)); });
            detail.appendChild(findings);
          }
        }

        function hasVoice() {
          return !!(window.speechSynthesis && window.SpeechSynthesisUtterance && window.speechSynthesis.getVoices().length > 0);
        }

        function status(text) { el("player-status").textContent = text; }

        function stop() {
          if (current.timer) clearTimeout(current.timer);
          current.timer = 0;
          current.token += 1;
          if (current.playing && window.speechSynthesis) window.speechSynthesis.cancel();
          current.playing = false;
          var play = el("play");
          if (play) { play.textContent = "Play"; play.setAttribute("aria-pressed", "false"); }
        }

        function speak(lineIndex) {
          var screen = shown();
          if (!current.playing) return;
          if (lineIndex >= screen.transcript.length) { stop(); status("Played to the end."); return; }
          chooseLine(lineIndex);
          status("Line " + (lineIndex + 1) + " of " + screen.transcript.length + (hasVoice() ? "" : " (no voice in this browser: shown, not spoken)"));
          var token = current.token;
          var text = screen.transcript[lineIndex][0];
          var advance = function () {
            if (token !== current.token || !current.playing) return;
            current.token += 1;
            if (current.timer) clearTimeout(current.timer);
            speak(lineIndex + 1);
          };
          // Where the browser has no voice, a timer paces the lines; where it has one, the end of
          // each utterance moves on, and the timer only where an utterance never ends.
          var voiced = hasVoice();
          current.timer = setTimeout(advance, (voiced ? 4000 : 600) + text.length * 50);
          if (voiced) {
            var utterance = new SpeechSynthesisUtterance(text);
            utterance.onend = advance;
            window.speechSynthesis.speak(utterance);
          }
        }

        function play() {
          var screen = shown();
          if (!screen || screen.transcript.length === 0) return;
          if (current.playing) { stop(); status("Stopped at line " + (current.line + 1) + "."); return; }
          current.playing = true;
          el("play").textContent = "Stop";
          el("play").setAttribute("aria-pressed", "true");
          var start = current.line < 0 || current.line >= screen.transcript.length - 1 ? 0 : current.line;
          speak(start);
        }

        function step(delta) {
          var screen = shown();
          if (!screen) return;
          stop();
          var next = Math.min(Math.max(current.line + delta, 0), screen.transcript.length - 1);
          chooseLine(next);
          status("Line " + (next + 1) + " of " + screen.transcript.length);
        }

        function show(screenIndex, elementIndex, focuses) {
          if (!openScreen(screenIndex)) return;
          if (elementIndex !== undefined) chooseElement(elementIndex, false);
          var hash = "#screen-" + screenIndex + (elementIndex !== undefined ? "-" + elementIndex : "");
          if (location.hash !== hash) history.replaceState(null, "", hash);
          if (focuses) { el("screen-heading").focus(); el("screen-view").scrollIntoView(); }
        }

        function route() {
          var match = /^#screen-(\d+)(?:-(\d+))?$/.exec(location.hash);
          if (match) show(Number(match[1]), match[2] === undefined ? undefined : Number(match[2]), true);
        }

        document.addEventListener("click", function (event) {
          var button = event.target.closest ? event.target.closest("button[data-screen]") : null;
          if (!button) return;
          var elementIndex = button.getAttribute("data-element");
          show(Number(button.getAttribute("data-screen")), elementIndex === null ? undefined : Number(elementIndex), true);
        });

        if (el("play")) {
          el("screen-heading").tabIndex = -1;
          el("play").setAttribute("aria-pressed", "false");
          el("play").addEventListener("click", play);
          el("previous").addEventListener("click", function () { step(-1); });
          el("next").addEventListener("click", function () { step(1); });
        }
        document.querySelectorAll("input[name=variant]").forEach(function (radio) {
          radio.addEventListener("change", function () { if (radio.checked) chooseVariant(Number(radio.value)); });
        });
        var filter = el("screen-filter");
        if (filter) filter.addEventListener("input", function () {
          var words = filter.value.toLowerCase();
          document.querySelectorAll("#screen-list li").forEach(function (item) {
            item.hidden = words !== "" && item.textContent.toLowerCase().indexOf(words) < 0;
          });
        });
        window.addEventListener("hashchange", route);
        if (/^#screen-/.test(location.hash)) route();
        else if (data.screens.length > 0) openScreen(0);
        })();
        """#
}
