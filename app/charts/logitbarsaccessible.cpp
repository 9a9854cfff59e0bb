// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// LogitBars to a screen reader: its accessible objects and what it tells them.
#include "app/charts/logitbarsaccessible.h"

#include "app/charts/keyname.h"
#include "app/charts/logitbars.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QPointer>

#include <algorithm>
#include <utility>

namespace attn::charts {

// One bar as a slider of its own: "score of key 2", value "4.0". Qt keeps no interface for
// something that is not a QObject, so LogitBarsAccessible registers one per bar and keeps it
// (a screen reader holds on to a child's id between events).
class LogitBarAccessible : public QAccessibleInterface, public QAccessibleValueInterface {
public:
    LogitBarAccessible(LogitBars* bars, int bar) : bars_(bars), bar_(bar) {}

    bool isValid() const override {
        return bars_ && bars_->isEditable() && bar_ < bars_->values().size();
    }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return parent() ? parent()->window() : nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override {
        return bars_ ? QAccessible::queryAccessibleInterface(bars_.data()) : nullptr;
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QString text(QAccessible::Text t) const override {
        if (!isValid())
            return QString();
        switch (t) {
        case QAccessible::Name:
            return bars_->barName(bar_);
        case QAccessible::Value:
            return bars_->isMasked(bar_) ? LogitBars::tr("masked") : bars_->barValueText(bar_);
        case QAccessible::Description:
            return bar_ == bars_->currentBar() ? bars_->accessibleDescription() : QString();
        default:
            return QString();
        }
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override {
        if (!isValid())
            return {};
        return QRect(bars_->mapToGlobal(QPoint(0, 0)), bars_->size())
            .intersected(QRect(bars_->mapToGlobal(bars_->columnRect(bar_).topLeft()),
                               bars_->columnRect(bar_).size()));
    }
    QAccessible::Role role() const override { return QAccessible::Slider; }
    QAccessible::State state() const override {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        const bool masked = bars_->isMasked(bar_);
        s.focusable = !masked;
        s.focused = bars_->hasFocus() && bars_->currentBar() == bar_;
        s.disabled = masked || !bars_->isEnabled();
        s.invisible = !bars_->isVisible();
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::ValueInterface && isValid() && !bars_->isMasked(bar_))
            return static_cast<QAccessibleValueInterface*>(this);
        return nullptr;
    }

    QVariant currentValue() const override {
        return isValid() ? QVariant(bars_->values().at(bar_)) : QVariant();
    }
    void setCurrentValue(const QVariant& value) override {
        if (!isValid() || !bars_->isEnabled() || bars_->isMasked(bar_))
            return;
        bars_->setBar(bar_, value.toDouble(), bars_->step_);
        emit bars_->editFinished(LogitBars::Edit::Typed);
    }
    QVariant maximumValue() const override {
        return bars_ ? std::min(bars_->range_, bars_->limit_) : 0.0;
    }
    QVariant minimumValue() const override {
        return bars_ ? -std::min(bars_->range_, bars_->limit_) : 0.0;
    }
    QVariant minimumStepSize() const override { return bars_ ? bars_->step_ : 0.0; }

private:
    QPointer<LogitBars> bars_;
    int bar_;
};

// The bars as a group of sliders, one accessible child per bar (issue 23: each draggable thing
// its own object with a name and a value); the child the keys act on is the focused one. Without
// setEditable(true) the widget is a picture: a chart with no children.
class LogitBarsAccessible : public QAccessibleWidget {
public:
    explicit LogitBarsAccessible(QWidget* widget)
        : QAccessibleWidget(widget, QAccessible::Grouping) {}
    ~LogitBarsAccessible() override {
        for (QAccessible::Id id : std::as_const(children_))
            QAccessible::deleteAccessibleInterface(id);
    }

    LogitBars* bars() const { return static_cast<LogitBars*>(widget()); }

    QAccessible::Role role() const override {
        return bars()->isEditable() ? QAccessible::Grouping : QAccessible::Chart;
    }
    int childCount() const override {
        return bars()->isEditable() ? int(bars()->values().size()) : 0;
    }
    QAccessibleInterface* child(int index) const override {
        if (index < 0 || index >= childCount())
            return nullptr;
        while (children_.size() <= index) {
            children_.append(QAccessible::registerAccessibleInterface(
                new LogitBarAccessible(bars(), int(children_.size()))));
        }
        return QAccessible::accessibleInterface(children_.at(index));
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        for (int i = 0; i < childCount() && i < children_.size(); ++i) {
            if (QAccessible::accessibleInterface(children_.at(i)) == child)
                return i;
        }
        return -1;
    }
    QAccessibleInterface* focusChild() const override {
        return bars()->hasFocus() ? child(bars()->currentBar()) : nullptr;
    }
    QAccessibleInterface* childAt(int x, int y) const override {
        const QPoint local = bars()->mapFromGlobal(QPoint(x, y));
        return child(bars()->columnAt(local));
    }

private:
    mutable QList<QAccessible::Id> children_;
};

QAccessibleInterface* logitBarsAccessible(const QString& className, QObject* object) {
    if (object && object->isWidgetType() && className == QLatin1String("attn::charts::LogitBars"))
        return new LogitBarsAccessible(static_cast<QWidget*>(object));
    return nullptr;
}

void LogitBars::describe() {
    QString description;
    if (!values_.isEmpty() && editable_) {
        const int bar = std::clamp(active_, 0, int(values_.size()) - 1);
        description = hasKeyNames()
                          ? tr("Score of %1: %2. Left and Right choose a key; Up and Down change "
                               "its score, Page Up and Page Down in larger steps; type a number "
                               "and press Enter to set it.")
                                .arg(spokenText(keyNames_.value(bar)), barValueText(bar))
                          : tr("Score of key %1: %2. Left and Right choose a key; Up and Down "
                               "change its score, Page Up and Page Down in larger steps; type a "
                               "number and press Enter to set it.")
                                .arg(bar + 1)
                                .arg(barValueText(bar));
    }
    if (accessibleDescription() == description)
        return;
    setAccessibleDescription(description);
    QAccessibleEvent changed(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&changed);
}

void LogitBars::announceValue(int bar) {
    if (!editable_ || bar < 0 || bar >= values_.size() || !QAccessible::isActive())
        return;
    if (QAccessibleInterface* child = QAccessible::queryAccessibleInterface(this)->child(bar)) {
        QAccessibleValueChangeEvent changed(child, values_.at(bar));
        QAccessible::updateAccessibility(&changed);
    }
}

void LogitBars::announceFocus() {
    const int bar = editable_ && hasFocus() ? currentBar() : -1;
    if (bar == announcedFocus_)
        return;
    announcedFocus_ = bar;
    if (bar < 0)
        return;
    if (QAccessibleInterface* child = QAccessible::queryAccessibleInterface(this)->child(bar)) {
        QAccessibleEvent focused(child, QAccessible::Focus);
        QAccessible::updateAccessibility(&focused);
    }
}

} // namespace attn::charts
