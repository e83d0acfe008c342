extension ViewsShownByCallers {
    /// How one use shows the view.
    struct Use: Sendable {
        /// Assistive technologies never reach the view: what they would read in it is moot.
        var isHidden = false
        var isCombined = false
        var isLabelled = false
        /// A label written where a view showing this one is used reaches every element this
        /// use shows: every use of that view is labelled (or hidden), and nothing between stops
        /// the label (`letsALabelThrough`). Not the element the view's body makes at its root,
        /// which is that outer view's.
        var isLabelledFromOutside = false
        /// Nothing between the use and the root of the view it is written in stops a label
        /// written around that view (`ViewsShownByCallers.letsALabelThrough`).
        var letsALabelThrough = true
        var isInControlLabel = false
        /// The width the use leaves the view's text (`HorizontalRoom`).
        var room = HorizontalRoom.open
        /// The use is in code that never runs on the device: nothing of the view is shown there.
        var isNeverShown = false
        /// The use limits the text size below the accessibility sizes (`.dynamicTypeSize(...
        /// .xxxLarge)`, a sheet's): the view never meets them there.
        var isTextSizeCapped = false
        /// The view of the app whose body shows the view: the use shows it also as that view's
        /// own uses do.
        var through: String? = nil

        var makesAnythingMoot: Bool {
            isHidden || isCombined || isLabelled || isLabelledFromOutside || isInControlLabel || room == .unlimited
                || isTextSizeCapped
        }

        /// What every one of `uses` makes moot of a view they all show: hidden where each hides
        /// it, read as one element where each hides or combines it, and so on. A label written
        /// on one view names that view's root element, not another's; it reaches the elements
        /// of the views it shows only as `isLabelledFromOutside`.
        static func common(to uses: [Use]) -> Use {
            Use(isHidden: uses.allSatisfy(\.isHidden),
                isCombined: uses.allSatisfy { $0.isHidden || $0.isCombined },
                isLabelledFromOutside: uses.allSatisfy { $0.isHidden || $0.isLabelled || $0.isLabelledFromOutside },
                letsALabelThrough: uses.allSatisfy(\.letsALabelThrough),
                isInControlLabel: uses.allSatisfy { $0.isHidden || $0.isInControlLabel },
                room: uses.allSatisfy { $0.isNeverShown || $0.room == .unlimited } ? .unlimited : .limited,
                isNeverShown: uses.allSatisfy(\.isNeverShown),
                isTextSizeCapped: uses.allSatisfy { $0.isNeverShown || $0.isTextSizeCapped })
        }

        /// `common(to:)`, shown through the view `through` when one shows every use (nil when
        /// none does): the width left open where every use leaves it open, for that view's callers
        /// to decide.
        static func common(to uses: [Use], through: String?) -> Use {
            var common = common(to: uses)
            guard let through else { return common }
            common.through = through
            if uses.allSatisfy({ $0.room == .open }) { common.room = .open }
            return common
        }

        /// This use as it is written, its view's callers unknown: a width left open is limited
        /// by what the callers may set.
        var withoutThrough: Use {
            var own = self
            own.through = nil
            if own.room == .open { own.room = .limited }
            return own
        }

        /// This use inside a view shown as `outer` says: hidden, combined or in a label where
        /// either is; labelled from outside where `outer` is labelled and nothing between stops
        /// the label; the width up to the view's root, else as `outer` leaves it.
        func inside(_ outer: Use) -> Use {
            let outerLabels = outer.isLabelled || outer.isLabelledFromOutside
            return Use(isHidden: isHidden || outer.isHidden, isCombined: isCombined || outer.isCombined,
                isLabelled: isLabelled, isLabelledFromOutside: isLabelledFromOutside || (letsALabelThrough && outerLabels),
                letsALabelThrough: letsALabelThrough && outer.letsALabelThrough,
                isInControlLabel: isInControlLabel || outer.isInControlLabel,
                room: room == .open ? outer.room : room, isNeverShown: isNeverShown || outer.isNeverShown,
                isTextSizeCapped: isTextSizeCapped || outer.isTextSizeCapped)
        }
    }

    /// The width a use leaves the text of the view it shows, read from the use up to the root of
    /// the view it is written in: a horizontal scroll view offers its content all the width it
    /// asks for ("unlimited"; `LineLimitIgnoresAccessibilitySizesRule.isInHorizontalScrollView`),
    /// a frame of a set width limits it, and with neither the callers of that view decide.
    enum HorizontalRoom: Sendable {
        case unlimited, limited, open
    }
}
