// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/controls.h"

#include "app/blocks/controlsaccessible.h"
#include "app/blocks/controlsinput.h"
#include "app/blocks/sweepbutton.h"
#include "app/lessonprint.h"
#include "app/papercontrols.h"
#include "app/richtext.h"
#include "app/scorebinding.h"
#include "core/numbertext.h"
#include "lessons/blockspecs.h"
#include "lessons/lesson.h"
#include "lessons/parameters.h"

#include <QAccessible>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QResizeEvent>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyleOptionSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>

namespace app {

namespace {

constexpr int kLogPositions = 1000; // fine enough that every pixel of travel moves the value
constexpr int kMaxLinearPositions = 100000;

} // namespace

SliderControl::SliderControl(const lessons::SliderSpec& spec, const PageContext& context,
                             QWidget* parent)
    : QWidget(parent), context_(context), param_(spec.param) {
    stops_ = spec.stops;
    if (!stops_.isEmpty()) {
        min_ = stops_.first();
        max_ = stops_.last();
        positions_ = int(stops_.size());
    } else {
        min_ = spec.min;
        max_ = spec.max;
        step_ = spec.step;
        if (!(step_ > 0.0))
            step_ = 1.0;
        log_ = spec.log && min_ > 0.0;
        if (log_) {
            positions_ = kLogPositions + 1;
        } else {
            const double count = std::floor((max_ - min_) / step_ + 1e-9) + 1.0;
            positions_ = int(std::clamp(count, 2.0, double(kMaxLinearPositions)));
        }
    }

    // Before the first slider exists, so no interface of Qt's is cached for it; Qt keeps the
    // factory for the process, and one registration serves every slider.
    static const bool accessibleInstalled = [] {
        QAccessible::installFactory(&sliderAccessible);
        return true;
    }();
    Q_UNUSED(accessibleInstalled)

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    auto* label = new MarkdownLabel(spec.labelHtml, this);
    label_ = label;
    layout->addWidget(label);
    auto* row = new QHBoxLayout;
    const QString name = label->accessibleName();
    // The focus chain follows the order children join the widget: Play, made before the slider
    // joins, comes first on Tab as it does in the row. Made last, Play came after the spin box
    // (student pass sp15 B10).
    slider_ = new QSlider(Qt::Horizontal);
    if (spec.play) {
        sweep_ = new SweepButton(slider_, name, this);
        row->addWidget(sweep_);
    }
    slider_->setParent(this);
    slider_->setRange(0, positions_ - 1);
    slider_->setPageStep(std::max(1, positions_ / 10));
    if (!stops_.isEmpty()) {
        slider_->setTickPosition(QSlider::TicksBelow);
        slider_->setTickInterval(1);
    }
    auto* spin = new StopSpinBox(stops_, this);
    spin->refused = [this](const QString& typed) {
        const QString low = spin_->textFromValue(min_), high = spin_->textFromValue(max_);
        // The line over the label's end keeps to a few words (the whole sentence ran over the
        // label's own text, sp26); the tooltip and the spoken description say what to do.
        say(tr("%1 is outside %2 to %3: type a value in that range, or drag the slider")
                .arg(typed, low, high),
            tr("%1 is outside %2 to %3").arg(typed, low, high));
    };
    spin_ = spin;
    spin_->setDecimals(lessons::sliderDecimals(spec));
    spin_->setRange(min_, max_);
    spin_->setSingleStep(stops_.isEmpty() ? step_ : 1.0);
    spin_->setKeyboardTracking(false);
    spin_->setMinimumWidth(90);
    // A number under the slider, with the fewest decimals that write it as the box would: "1, 2,
    // 16, 32" beside "0.5", never "1.0, 2.0" (sp33 #8); a true minus sign, as the box writes.
    const auto scaleText = [this](double stop) {
        const QString full = spin_->textFromValue(stop);
        for (int decimals = 0; decimals < spin_->decimals(); ++decimals) {
            const double shorter =
                std::round(stop * std::pow(10.0, decimals)) / std::pow(10.0, decimals);
            if (spin_->textFromValue(shorter) != full)
                continue;
            QString text = spin_->locale().toString(std::abs(shorter), 'f', decimals);
            if (std::abs(shorter) >= 1000.0 && !spin_->isGroupSeparatorShown())
                text.remove(spin_->locale().groupSeparator());
            return shorter < 0 ? QString::fromUtf8(attn::kMinusSign) + text : text;
        }
        return full;
    };
    QStringList texts;
    if (stops_.isEmpty()) {
        // The range's two ends under the slider's, in the box's number format: lesson 3's score
        // sliders gave no hint of their −3 to 3 but the chart's axis (sp37 #7).
        texts = {scaleText(min_), scaleText(max_)};
    } else {
        // The numbers under the ticks, as wide as the slider so each stands under its stop.
        for (double stop : stops_)
            texts.append(scaleText(stop));
    }
    scale_ = new StopScale(slider_, texts, this);
    if (stops_.isEmpty())
        scale_->placeAt({0, positions_ - 1});
    // With the slider off the paper its stops read as a list of numbers beside the value
    // ("1 4 16 1", sp25).
    keepOffPaper(scale_);
    auto* column = new QVBoxLayout;
    column->setSpacing(0);
    column->addWidget(slider_);
    column->addWidget(scale_);
    row->addLayout(column, 1);
    if (sweep_)
        row->setAlignment(sweep_, Qt::AlignTop);
    row->addWidget(spin_, 0, scale_ ? Qt::AlignTop : Qt::Alignment());
    if (!spec.unitHtml.isEmpty()) {
        auto* unit = new MarkdownLabel(spec.unitHtml, this);
        unitText_ = unit->accessibleName();
        row->addWidget(unit, 0, scale_ ? Qt::AlignTop : Qt::Alignment());
    }
    layout->addLayout(row);

    slider_->setAccessibleName(name);
    slider_->setAccessibleDescription(tr("Slider for %1; the spin box beside it takes an exact "
                                         "value.")
                                          .arg(name));
    spin_->setAccessibleName(tr("%1, exact value").arg(name));
    setAccessibleName(name);
    printAsControl(this, spec.labelHtml);

    connect(slider_, &QSlider::valueChanged, this, [this](int position) {
        if (!updating_)
            apply(valueAt(position));
    });
    connect(spin_, &QDoubleSpinBox::valueChanged, this, [this](double typed) {
        if (updating_)
            return;
        const double fitted = snap(typed);
        apply(fitted);
        // Fitted to a stop without a word, a typed 47° became 45° and d_k 9 became 4 (sp20).
        const double unit = std::pow(10.0, -spin_->decimals());
        if (std::abs(fitted - typed) >= unit / 2)
            sayFitted();
    });
    if (context_.params) {
        connect(context_.params, &lessons::ParameterSet::changed, this, [this](const QString& p) {
            if (p == param_ && context_.params->number(p) != value_)
                setValue(context_.params->number(p));
        });
    }
    const double initial = context_.params && context_.params->contains(param_)
                               ? context_.params->number(param_)
                               : spec.defaultValue;
    setValue(initial);

    fittedLine_ = new QLabel(this);
    fittedLine_->setForegroundRole(QPalette::PlaceholderText);
    fittedLine_->setAutoFillBackground(true); // over a long label's end in a narrow column
    fittedLine_->hide();

    description_ = slider_->accessibleDescription();
    if (context_.lesson)
        findMask(context_.lesson->blocks);
    if (!maskParam_.isEmpty()) {
        maskNote_ = new QLabel(this);
        maskNote_->setWordWrap(true);
        maskNote_->setForegroundRole(QPalette::PlaceholderText);
        // Its line is kept while it is hidden: shown, it pushed the mask's own check box 19 px
        // down under the pointer that ticked it, and the chart's reset moved the page back up
        // (student pass sp19).
        QSizePolicy policy = maskNote_->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        maskNote_->setSizePolicy(policy);
        maskNote_->hide();
        layout->addWidget(maskNote_);
        if (context_.params) {
            connect(context_.params, &lessons::ParameterSet::changed, this,
                    [this](const QString& p) {
                        if (p == maskParam_)
                            followMask();
                    });
        }
        followMask();
    }
}

void SliderControl::findMask(const QList<lessons::Block>& blocks) {
    for (const lessons::Block& block : blocks) {
        if (!maskParam_.isEmpty())
            return;
        findMask(block.children);
        const lessons::ChartSpec* chart = block.specAs<lessons::ChartSpec>();
        if (!chart)
            continue;
        QList<lessons::Bindable<double>> scores;
        QList<lessons::Bindable<bool>> masks;
        if (const auto* bars = std::get_if<lessons::ScoreBarsSpec>(&chart->kind)) {
            scores = bars->scores;
            masks = bars->masked;
        } else if (const auto* mixture = std::get_if<lessons::MixtureSpec>(&chart->kind)) {
            scores = mixture->scores;
            masks = mixture->masked;
        }
        for (int i = 0; i < std::min(scores.size(), masks.size()); ++i) {
            if (scores.at(i).param == param_ && masks.at(i).isBound()) {
                maskParam_ = masks.at(i).param;
                maskedKey_ = i + 1;
                return;
            }
        }
    }
}

QString SliderControl::maskedNote() const {
    return masked_ ? noteText() : QString();
}

QString SliderControl::noteText() const {
    return tr("Key %1 is masked: this score is ignored until the mask is switched off.")
        .arg(maskedKey_);
}

void SliderControl::followMask() {
    lessons::Bindable<bool> mask;
    mask.param = maskParam_;
    const bool masked = boundBool(mask, context_.params);
    if (masked == masked_ && maskNote_ && maskNote_->isHidden() == !masked)
        return;
    masked_ = masked;
    const QString note = maskedNote();
    for (QWidget* part : {static_cast<QWidget*>(slider_), static_cast<QWidget*>(spin_),
                          static_cast<QWidget*>(sweep_)}) {
        if (part == nullptr)
            continue;
        part->setEnabled(!masked);
        part->setToolTip(note);
    }
    slider_->setAccessibleDescription(masked ? note : description_);
    spin_->setAccessibleDescription(note);
    // The text stays while hidden, so the kept room is the height the note takes.
    maskNote_->setText(noteText());
    maskNote_->setVisible(masked);
}

void SliderControl::setValue(double value) {
    apply(snap(value));
}

double SliderControl::stepSize() const {
    return stops_.isEmpty() && !log_ ? step_ : 0.0; // 0: the steps are not even
}

QString SliderControl::valueText() const {
    const QString number = spin_->textFromValue(value_);
    // A degree sign joins its number, as prose writes an angle ("45°" beside "45 °", sp22).
    if (unitText_ == QStringLiteral("°"))
        return number + unitText_;
    return unitText_.isEmpty() ? number : tr("%1 %2").arg(number, unitText_);
}

double SliderControl::snap(double value) const {
    if (!std::isfinite(value))
        return min_;
    value = std::clamp(value, min_, max_);
    if (!stops_.isEmpty()) {
        return *std::min_element(stops_.begin(), stops_.end(), [value](double a, double b) {
            return std::abs(a - value) < std::abs(b - value);
        });
    }
    if (log_)
        return value;
    const double steps = std::round((value - min_) / step_);
    return std::min(max_, min_ + steps * step_);
}

int SliderControl::positionFor(double value) const {
    if (!stops_.isEmpty())
        return int(std::find(stops_.begin(), stops_.end(), value) - stops_.begin());
    if (log_) {
        const double t = std::log(value / min_) / std::log(max_ / min_);
        return int(std::lround(t * (positions_ - 1)));
    }
    return int(std::lround((value - min_) / step_));
}

double SliderControl::valueAt(int position) const {
    if (!stops_.isEmpty())
        return stops_.value(position, min_);
    if (log_) {
        const double t = double(position) / double(positions_ - 1);
        const double raw = min_ * std::pow(max_ / min_, t);
        // Round to the spin box's precision so the slider never shows more digits than it keeps.
        const double unit = std::pow(10.0, -spin_->decimals());
        return std::clamp(std::round(raw / unit) * unit, min_, max_);
    }
    return snap(min_ + position * step_);
}

QString SliderControl::fittedNote() const {
    return fittedNote_;
}

void SliderControl::sayFitted() {
    say(tr("Set to %1, the nearest stop").arg(valueText()));
}

void SliderControl::say(const QString& note, const QString& shortNote) {
    fittedNote_ = note;
    fittedLine_->setText(shortNote.isEmpty() ? note : shortNote);
    placeFittedLine();
    fittedLine_->show();
    fittedLine_->raise();
    spin_->setToolTip(fittedNote_);
    spin_->setAccessibleDescription(fittedNote_);
    if (spin_->hasFocus()) {
        QAccessibleEvent changed(spin_, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&changed);
    }
}

void SliderControl::placeFittedLine() {
    // Filled as the page under it is (Base in a lesson's column), so it reads as a line of the
    // page and still covers a long label's end in a narrow column.
    QPalette::ColorRole ground = QPalette::Base;
    for (const QWidget* w = parentWidget(); w; w = w->parentWidget()) {
        if (w->autoFillBackground()) {
            ground = w->backgroundRole();
            break;
        }
    }
    fittedLine_->setBackgroundRole(ground);
    // At the row's right end, over the label's first line, where the label's words seldom reach.
    const QSize size = fittedLine_->sizeHint();
    const int right = spin_->geometry().right();
    fittedLine_->setGeometry(std::max(0, right + 1 - size.width()), label_->geometry().top(),
                             std::min(size.width(), right + 1), size.height());
}

StopScale::StopScale(QSlider* slider, QStringList texts, QWidget* parent)
    : QWidget(parent), slider_(slider), texts_(std::move(texts)) {
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void StopScale::placeAt(QList<int> positions) {
    positions_ = std::move(positions);
    fitRows();
    update();
}

double StopScale::tickX(int stop) const {
    // As the style places the ticks (OutlineStyle::drawSlider): the handle's centre at that stop.
    QStyleOptionSlider option;
    option.initFrom(slider_);
    option.orientation = Qt::Horizontal;
    option.minimum = slider_->minimum();
    option.maximum = slider_->maximum();
    const int length = slider_->style()->pixelMetric(QStyle::PM_SliderLength, &option, slider_);
    const int span =
        slider_->style()->pixelMetric(QStyle::PM_SliderSpaceAvailable, &option, slider_);
    const int position = stop < positions_.size() ? positions_.at(stop) : stop;
    const int at = QStyle::sliderPositionFromValue(option.minimum, option.maximum, position, span,
                                                   slider_->invertedAppearance()) +
                   length / 2;
    return slider_->mapTo(parentWidget(), QPoint(at, 0)).x() - x() + 0.5;
}

QList<StopScale::Shown> StopScale::layOut(int rows) const {
    const int n = int(texts_.size());
    if (n == 0)
        return {};
    QList<int> order{0};
    if (n > 1)
        order.append(n - 1);
    if (n > 2)
        order.append(n / 2);
    for (int i = 1; i < n - 1; ++i) {
        if (i != n / 2)
            order.append(i);
    }
    const QFontMetricsF metrics(font());
    const double gap = metrics.averageCharWidth();
    const double line = metrics.height();
    QList<Shown> kept;
    for (int stop : order) {
        const int row = stop % rows;
        const double width = metrics.horizontalAdvance(texts_.at(stop));
        // Centred under its tick, moved in at the ends so it stays whole.
        const double left =
            std::clamp(tickX(stop) - width / 2, 0.0, std::max(0.0, this->width() - width));
        const QRectF rect(left, row * line, width, line);
        const bool clear = std::none_of(kept.cbegin(), kept.cend(), [&](const Shown& other) {
            return other.rect.adjusted(-gap, 0, gap, 0).intersects(rect);
        });
        // The ends always; the middle, then the rest, where they fit.
        if (clear || kept.size() < std::min(n, 2))
            kept.append({stop, texts_.at(stop), rect, row});
    }
    std::sort(kept.begin(), kept.end(),
              [](const Shown& a, const Shown& b) { return a.stop < b.stop; });
    return kept;
}

int StopScale::rowsNeeded() const {
    // One row while every number fits under its tick; else the numbers alternate between two
    // rows, so each has two ticks' room and every stop keeps its number (sp23: d_k's 512, and in
    // German 256 and 128, were left out of one row).
    return layOut(1).size() == texts_.size() ? 1 : 2;
}

QList<StopScale::Shown> StopScale::shown() const {
    return layOut(rows_);
}

QSize StopScale::sizeHint() const {
    return QSize(QWidget::sizeHint().width(),
                 int(std::ceil(rows_ * QFontMetricsF(font()).height())) + 2);
}

QSize StopScale::minimumSizeHint() const {
    return QSize(0, sizeHint().height());
}

void StopScale::fitRows() {
    const int rows = rowsNeeded();
    if (rows != rows_) {
        rows_ = rows;
        updateGeometry();
        update();
    }
}

void StopScale::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitRows();
}

void StopScale::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitRows();
}

void StopScale::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled,
                                   QPalette::PlaceholderText));
    for (const Shown& label : shown())
        painter.drawText(label.rect, Qt::AlignCenter, label.text);
}

void SliderControl::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (fittedLine_ && fittedLine_->isVisible())
        placeFittedLine();
}

void SliderControl::apply(double value) {
    if (!fittedNote_.isEmpty()) { // a new value: what was said of the last one is stale
        fittedNote_.clear();
        fittedLine_->hide();
        spin_->setToolTip(maskedNote());
        spin_->setAccessibleDescription(maskedNote());
    }
    value_ = value;
    updating_ = true;
    slider_->setValue(positionFor(value));
    spin_->setValue(value);
    updating_ = false;
    if (context_.params)
        context_.params->setValue(param_, value);
}

ToggleControl::ToggleControl(const lessons::ToggleSpec& spec, const PageContext& context,
                             QWidget* parent)
    : QWidget(parent) {
    const QString param = spec.param;
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    check_ = new QCheckBox(this);
    auto* label = new MarkdownLabel(spec.labelHtml, this);
    // Centred on a label that wraps (a narrow column, or zoom), the box sat above the first
    // line's text.
    layout->addLayout(besideFirstLine(check_, label));
    layout->addWidget(label, 1);
    check_->setAccessibleName(label->accessibleName());
    check_->setAccessibleDescription(tr("Switches %1 on or off").arg(label->accessibleName()));
    setAccessibleName(label->accessibleName());
    printAsControl(this, spec.labelHtml);
    const bool initial = context.params && context.params->contains(param)
                             ? context.params->value(param).toBool()
                             : spec.defaultValue;
    check_->setChecked(initial);
    connect(label, &MarkdownLabel::clicked, check_, &QCheckBox::toggle);
    lessons::ParameterSet* params = context.params;
    if (params) {
        params->setValue(param, initial);
        connect(check_, &QCheckBox::toggled, params,
                [params, param](bool on) { params->setValue(param, on); });
        connect(params, &lessons::ParameterSet::changed, check_,
                [this, params, param](const QString& p) {
                    if (p == param)
                        check_->setChecked(params->value(p).toBool());
                });
    }
}

ChoiceControl::ChoiceControl(const lessons::ChoiceSpec& spec, const PageContext& context,
                             QWidget* parent)
    : QWidget(parent) {
    const QString param = spec.param;
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    auto* label = new MarkdownLabel(spec.labelHtml, this);
    combo_ = new QComboBox(this);
    combo_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    // As wide as its longest option where there is room; in a narrow column it shrinks (the
    // closed box elides the choice, the open list shows it whole) rather than widen the page.
    combo_->setMinimumWidth(12 * combo_->fontMetrics().averageCharWidth());
    for (const lessons::ChoiceOption& option : spec.options)
        combo_->addItem(markdownToPlainText(option.html), option.id);
    layout->addWidget(label);
    auto* row = new QHBoxLayout;
    row->addWidget(combo_);
    row->addStretch(1);
    layout->addLayout(row);
    // A console's row is as tall as its tallest control (a slider with its scale): the extra
    // height goes under the box, not into the label, whose text then stood centred a row above
    // the box (sp37 #10, Track 7's Query).
    layout->addStretch(1);
    label->setBuddy(combo_);
    combo_->setAccessibleName(label->accessibleName());
    setAccessibleName(label->accessibleName());
    printAsControl(this, spec.labelHtml);
    QString initial = spec.defaultId;
    if (context.params && context.params->contains(param))
        initial = context.params->value(param).toString();
    const int index = combo_->findData(initial);
    combo_->setCurrentIndex(index < 0 ? 0 : index);
    lessons::ParameterSet* params = context.params;
    if (params) {
        params->setValue(param, combo_->currentData().toString());
        connect(combo_, &QComboBox::currentIndexChanged, params, [this, params, param](int) {
            params->setValue(param, combo_->currentData().toString());
        });
        connect(params, &lessons::ParameterSet::changed, combo_,
                [this, params, param](const QString& p) {
                    if (p != param)
                        return;
                    const int i = combo_->findData(params->value(p).toString());
                    if (i >= 0)
                        combo_->setCurrentIndex(i);
                });
    }
}

} // namespace app
