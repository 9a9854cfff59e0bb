// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// A lesson slider's spin box: its keys and the text typed into it.
#include "app/blocks/controlsinput.h"

#include "core/numbertext.h"

#include <QKeyEvent>
#include <QLineEdit>

#include <algorithm>
#include <cmath>

namespace app {

void StopSpinBox::stepBy(int steps) {
    if (stops_.isEmpty()) {
        QDoubleSpinBox::stepBy(steps);
        return;
    }
    const auto nearest = std::min_element(stops_.begin(), stops_.end(), [this](double a, double b) {
        return std::abs(a - value()) < std::abs(b - value());
    });
    const int index = int(nearest - stops_.begin()) + steps;
    setValue(stops_.at(std::clamp(index, 0, int(stops_.size()) - 1)));
}

QString StopSpinBox::textFromValue(double value) const {
    QString text = QDoubleSpinBox::textFromValue(value);
    if (text.startsWith(locale().negativeSign()))
        text.replace(0, locale().negativeSign().size(), QString::fromUtf8(attn::kMinusSign));
    return text;
}

double StopSpinBox::valueFromText(const QString& text) const {
    return QDoubleSpinBox::valueFromText(withLocaleMinus(text));
}

QValidator::State StopSpinBox::validate(QString& text, int& position) const {
    QString typed = withLocaleMinus(text);
    const QValidator::State state = QDoubleSpinBox::validate(typed, position);
    // A number outside the range is refused key by key: say so, or "99" in a score box of -3 to
    // 3 vanished without a word (issue 19).
    bool number = false;
    const double value = locale().toDouble(typed.trimmed(), &number);
    if (state == QValidator::Invalid && number && (value < minimum() || value > maximum())) {
        const QString quoted = refusedTyping(text.trimmed());
        if (refused)
            refused(quoted);
    } else if (text != refusedOver_) {
        refusedSoFar_.clear(); // the box took an edit: later typing starts afresh
    }
    return state;
}

void StopSpinBox::keyPressEvent(QKeyEvent* event) {
    // Enter, Escape, an arrow: the typing quoted so far is over; the next key starts anew.
    const QString text = event->text();
    if (text.isEmpty() || !text.at(0).isPrint())
        refusedSoFar_.clear();
    beforeKey_ = lineEdit()->text();
    inKey_ = true;
    QDoubleSpinBox::keyPressEvent(event);
    inKey_ = false;
}

void StopSpinBox::focusOutEvent(QFocusEvent* event) {
    refusedSoFar_.clear();
    QDoubleSpinBox::focusOutEvent(event);
}

QString StopSpinBox::refusedTyping(const QString& attempted) const {
    const QString before = inKey_ ? beforeKey_ : lineEdit()->text();
    if (refusedSoFar_.isEmpty() || before != refusedOver_) {
        refusedSoFar_ = attempted;
    } else {
        // The keys this attempt adds to the unchanged text (over a selection, in its place).
        qsizetype prefix = 0, suffix = 0;
        while (prefix < before.size() && prefix < attempted.size() &&
               before.at(prefix) == attempted.at(prefix))
            ++prefix;
        while (suffix < before.size() - prefix && suffix < attempted.size() - prefix &&
               before.at(before.size() - 1 - suffix) == attempted.at(attempted.size() - 1 - suffix))
            ++suffix;
        refusedSoFar_ += attempted.mid(prefix, attempted.size() - prefix - suffix);
    }
    refusedOver_ = before;
    return refusedSoFar_;
}

QString StopSpinBox::withLocaleMinus(QString text) const {
    return text.replace(QString::fromUtf8(attn::kMinusSign), locale().negativeSign());
}

} // namespace app
