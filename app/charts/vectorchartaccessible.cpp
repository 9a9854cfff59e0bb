// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// VectorChart to a screen reader: its tips' accessible objects and what it tells them.
#include "app/charts/vectorchart.h"

#include <QAccessible>
#include <QPointer>

#include <algorithm>
#include <cmath>

namespace attn::charts {

// One draggable tip for assistive technology: "tip of b", valued "length 3.0, angle 45°". A
// point in the plane has no single number, so there is no value interface; the value is
// announced as text. VectorChart keeps one registered per tip, so its id stays the same.
class VectorTipAccessible : public QAccessibleInterface {
public:
    VectorTipAccessible(VectorChart* chart, VectorTip tip) : chart_(chart), tip_(tip) {}

    bool isValid() const override { return chart_ && chart_->isDraggable(tip_); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return parent() ? parent()->window() : nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override {
        return chart_ ? QAccessible::queryAccessibleInterface(chart_->chartView()) : nullptr;
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QString text(QAccessible::Text t) const override {
        if (!isValid())
            return QString();
        switch (t) {
        case QAccessible::Name:
            return chart_->tipName(tip_);
        case QAccessible::Value:
            return chart_->tipValueText(tip_);
        case QAccessible::Description:
            return tip_ == VectorTip::A
                       ? VectorChart::tr("Arrow keys change the length; type coordinates such as "
                                         "3 and press Enter to set them.")
                       : VectorChart::tr("Right and Left make the angle larger or smaller, Up "
                                         "and Down the length, as on the sliders; type "
                                         "coordinates such as 3, 1 and press Enter to set them.");
        default:
            return QString();
        }
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override {
        if (!isValid())
            return {};
        constexpr int kHalf = 11; // about the focus ring drawn around the handle
        const QPoint centre =
            chart_->chartView()->viewport()->mapToGlobal(chart_->tipInViewport(tip_));
        return QRect(centre - QPoint(kHalf, kHalf), QSize(2 * kHalf, 2 * kHalf));
    }
    QAccessible::Role role() const override { return QAccessible::Slider; }
    QAccessible::State state() const override {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        s.focusable = true;
        s.focused = chart_->activeTip() == tip_;
        s.disabled = !chart_->isEnabled();
        s.invisible = !chart_->isVisible();
        return s;
    }

private:
    QPointer<VectorChart> chart_;
    VectorTip tip_;
};

VectorChart::~VectorChart() {
    for (QAccessible::Id id : std::as_const(tipIds_)) {
        if (id != 0)
            QAccessible::deleteAccessibleInterface(id);
    }
}

QAccessibleInterface* VectorChart::tipInterface(VectorTip tip) const {
    if (!isDraggable(tip))
        return nullptr;
    const int index = tip == VectorTip::A ? 0 : 1;
    if (tipIds_[index] == 0) {
        tipIds_[index] = QAccessible::registerAccessibleInterface(
            new VectorTipAccessible(const_cast<VectorChart*>(this), tip));
    }
    return QAccessible::accessibleInterface(tipIds_[index]);
}

QList<QAccessibleInterface*> VectorChart::accessibleParts() const {
    QList<QAccessibleInterface*> parts;
    for (VectorTip tip : {VectorTip::A, VectorTip::B}) {
        if (QAccessibleInterface* part = tipInterface(tip))
            parts.append(part);
    }
    return parts;
}

QAccessibleInterface* VectorChart::focusedAccessiblePart() const {
    return tipInterface(activeTip());
}

QString VectorChart::tipName(VectorTip tip) const {
    return tip == VectorTip::A ? tr("tip of a") : tr("tip of b");
}

QString VectorChart::tipValueText(VectorTip tip) const {
    const auto length = [](double value, int decimals) {
        return decimals >= 0 ? formatNumber(value, decimals) : formatSignificant(value, 3);
    };
    // At a slider's end the value says so: a key pressed there changes nothing, and silence
    // would leave the student guessing (sp22).
    const auto atEnd = [](double value, const Range& range, const QString& text, const QString& low,
                          const QString& high) {
        const double tolerance = 1e-9 * std::max(1.0, std::abs(value));
        if (value >= range.max - tolerance)
            return high.arg(text);
        if (value <= range.min + tolerance)
            return low.arg(text);
        return text;
    };
    const auto lengthText = [&](double value, int decimals, const Range& range) {
        return atEnd(value, range, length(value, decimals), tr("%1 (shortest)"),
                     tr("%1 (longest)"));
    };
    if (tip == VectorTip::A)
        return tr("length %1").arg(lengthText(config_.aLength, aDecimals_, aRange_));
    const QString angle = atEnd(config_.angleDegrees, angleRange_,
                                tr("%1°").arg(formatSignificant(config_.angleDegrees, 4)),
                                tr("%1 (smallest)"), tr("%1 (largest)"));
    return tr("length %1, angle %2").arg(lengthText(config_.bLength, bDecimals_, bRange_), angle);
}

void VectorChart::setRanges(Range a, Range b, Range angle) {
    aRange_ = a;
    bRange_ = b;
    angleRange_ = angle;
    announce();
}

void VectorChart::announce() {
    for (VectorTip tip : {VectorTip::A, VectorTip::B}) {
        QString& announced = tip == VectorTip::A ? announcedA_ : announcedB_;
        const QString value = isDraggable(tip) ? tipValueText(tip) : QString();
        if (value == announced)
            continue;
        announced = value;
        if (QAccessibleInterface* part = tipInterface(tip)) {
            QAccessibleValueChangeEvent changed(part, value);
            QAccessible::updateAccessibility(&changed);
        }
    }
    if (activeTip() == announcedFocus_)
        return;
    announcedFocus_ = activeTip();
    if (QAccessibleInterface* part = tipInterface(announcedFocus_)) {
        QAccessibleEvent focused(part, QAccessible::Focus);
        QAccessible::updateAccessibility(&focused);
    }
}

} // namespace attn::charts
