// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// One ChartKind per chart kind of docs/lesson-format.md: each maps its typed spec
// (lessons/blockspecs.h) to a chart widget's plain configuration (app/charts) and forwards the
// parameters it reads. A new kind adds a class here and its line in KindOf below.

#include "app/blocks/chartblock.h"
#include "app/charts/buseschart.h"
#include "app/charts/channelbankchart.h"
#include "app/charts/gradientchart.h"
#include "app/charts/histogramchart.h"
#include "app/charts/keyname.h"
#include "app/charts/logitbars.h"
#include "app/charts/mixturechart.h"
#include "app/charts/scorebarschart.h"
#include "app/charts/sigmavsdkchart.h"
#include "app/charts/softmaxchart.h"
#include "app/charts/temperaturechart.h"
#include "app/charts/vectorchart.h"
#include "app/scorebinding.h"
#include "lessons/blockspecs.h"
#include "lessons/lesson.h"
#include "lessons/parameters.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <type_traits>
#include <variant>
#include <vector>

namespace app {

namespace {

attn::charts::ScoreChartConfig scoreConfig(const ScoreBinding& binding) {
    attn::charts::ScoreChartConfig config;
    config.scores = binding.scores;
    config.setup = binding.setup;
    config.keyLabels = binding.keyLabels;
    return config;
}

// The largest value a bindable d_k can take: the bound slider's maximum, or the literal.
int largestBound(const lessons::Bindable<double>& key, const PageContext& context) {
    if (!key.isBound())
        return int(key.literal);
    const lessons::Block* control = context.lesson ? context.lesson->control(key.param) : nullptr;
    const lessons::SliderSpec* slider = control ? control->specAs<lessons::SliderSpec>() : nullptr;
    if (!slider)
        return lessons::kMaxDk;
    if (!slider->stops.isEmpty())
        return int(std::ceil(slider->stops.last()));
    return int(std::ceil(slider->max));
}

// Every value the bound slider can take, rounded to whole d_k (at most kMaxSliderSteps of a
// min..max slider, evenly); empty for a literal or a control that is not a slider.
std::vector<int> boundDkValues(const lessons::Bindable<double>& key, const PageContext& context) {
    constexpr int kMaxSliderSteps = 4096;
    std::vector<int> out;
    const lessons::Block* control =
        key.isBound() && context.lesson ? context.lesson->control(key.param) : nullptr;
    const lessons::SliderSpec* slider = control ? control->specAs<lessons::SliderSpec>() : nullptr;
    if (!slider)
        return out;
    const auto add = [&out](double value) {
        if (std::isfinite(value))
            out.push_back(int(std::clamp(std::lround(value), 1L, long(lessons::kMaxDk))));
    };
    if (!slider->stops.isEmpty()) {
        for (const double stop : slider->stops)
            add(stop);
        return out;
    }
    if (!(slider->max >= slider->min) || !(slider->step > 0))
        return out;
    const double steps =
        std::min((slider->max - slider->min) / slider->step, double(kMaxSliderSteps));
    for (int i = 0; i <= int(steps); ++i)
        add(slider->min + i * (slider->max - slider->min) / std::max(1.0, steps));
    add(slider->max);
    return out;
}

int clampDk(double dk, int maxDk) {
    if (!std::isfinite(dk))
        return 1;
    return std::clamp(int(std::lround(dk)), 1, maxDk);
}

void readBindings(QStringList* read, std::initializer_list<QString> params) {
    for (const QString& name : params) {
        if (!name.isEmpty())
            read->append(name);
    }
}

// softmax, gradient, buses, temperature: one bar per key over the score keys.
template <typename Chart> class ScoreKind : public ChartKind {
public:
    ScoreKind(const lessons::ScoreSpec& spec, const PageContext& context, QWidget* parent)
        : spec_(spec), params_(context.params) {
        const ScoreBinding binding = resolveScoreKeys(spec_, params_);
        read_ = binding.parametersRead;
        const lessons::Block* control = spec_.temperature.isBound() && context.lesson
                                            ? context.lesson->control(spec_.temperature.param)
                                            : nullptr;
        if (const auto* slider = control ? control->specAs<lessons::SliderSpec>() : nullptr)
            temperatureDecimals_ = lessons::sliderDecimals(*slider);
        chart_ = new Chart(config(binding), parent);
    }
    attn::charts::ChartPanel* panel() const override { return chart_; }
    void parameterChanged(const QString&) override {
        const ScoreBinding binding = resolveScoreKeys(spec_, params_);
        const attn::charts::ScoreChartConfig& current = chart_->config();
        if (current.scores.size() != binding.scores.size() || current.scores != binding.scores) {
            chart_->setConfig(config(binding));
            return;
        }
        if (current.setup.dk != binding.setup.dk)
            chart_->setDk(binding.setup.dk);
        if (current.setup.scale != binding.setup.scale)
            chart_->setScaleRule(binding.setup.scale);
        if (current.setup.temperature != binding.setup.temperature)
            chart_->setTemperature(binding.setup.temperature);
    }

private:
    attn::charts::ScoreChartConfig config(const ScoreBinding& binding) const {
        attn::charts::ScoreChartConfig out = scoreConfig(binding);
        out.temperatureDecimals = temperatureDecimals_;
        return out;
    }

    lessons::ScoreSpec spec_;
    const lessons::ParameterSet* params_;
    Chart* chart_ = nullptr;
    int temperatureDecimals_ = -1;
};

// True when the page has another histogram of the same draws on the same axis and d_k control
// with the other scaling (lesson 4's Track 5: raw and divided, one above the other): two charts
// meant to be compared, which must share their count axis (issue 19).
bool hasOtherScalingOfSameBench(const lessons::HistogramSpec& spec,
                                const QList<lessons::Block>& blocks) {
    for (const lessons::Block& block : blocks) {
        const lessons::ChartSpec* chart = block.specAs<lessons::ChartSpec>();
        const auto* other = chart ? std::get_if<lessons::HistogramSpec>(&chart->kind) : nullptr;
        if (other && other->seed == spec.seed && other->samples == spec.samples &&
            other->sigma == spec.sigma && other->bins == spec.bins && other->range == spec.range &&
            other->dk.param == spec.dk.param && other->dk.literal == spec.dk.literal &&
            (other->scaled.param != spec.scaled.param ||
             other->scaled.literal != spec.scaled.literal))
            return true;
        if (hasOtherScalingOfSameBench(spec, block.children))
            return true;
    }
    return false;
}

class HistogramKind : public ChartKind {
public:
    HistogramKind(const lessons::HistogramSpec& spec, const PageContext& context, QWidget* parent)
        : spec_(spec), params_(context.params) {
        readBindings(&read_, {spec_.dk.param, spec_.scaled.param});
        attn::charts::HistogramConfig config;
        const int maxDk = std::clamp(largestBound(spec_.dk, context), 1, lessons::kMaxDk);
        config.bench.seed = std::uint64_t(std::max(0, spec_.seed));
        config.bench.samples = spec_.samples;
        config.bench.sigma = spec_.sigma;
        config.bench.maxDk = maxDk;
        config.dk = clampDk(boundNumber(spec_.dk, params_), maxDk);
        config.bins = spec_.bins;
        if (spec_.range.size() == 2) {
            config.lo = spec_.range.at(0);
            config.hi = spec_.range.at(1);
        }
        config.scaled = boundBool(spec_.scaled, params_);
        config.theory = spec_.theory;
        // Every lesson bench follows its pile (lesson-format.md, `histogram`): a pile on lesson
        // 4's -120..120 was a 4-bin spike at d_k = 1 (sp36 #1); one that fills the range keeps it.
        config.followPile = true;
        config.dkValues = boundDkValues(spec_.dk, context);
        config.scaledCanChange = spec_.scaled.isBound();
        config.sharesCountAxisAcrossScalings =
            context.lesson && hasOtherScalingOfSameBench(spec_, context.lesson->blocks);
        chart_ = new attn::charts::HistogramChart(config, parent, context.benches.get());
    }
    attn::charts::ChartPanel* panel() const override { return chart_; }
    bool hasFirstData() const override { return chart_->shownDk() > 0 || chart_->hasMessage(); }
    void parameterChanged(const QString& name) override {
        if (name == spec_.dk.param)
            chart_->setDk(clampDk(params_->number(name), chart_->config().bench.maxDk));
        if (name == spec_.scaled.param)
            chart_->setScaled(params_->value(name).toBool());
    }

private:
    lessons::HistogramSpec spec_;
    const lessons::ParameterSet* params_;
    attn::charts::HistogramChart* chart_ = nullptr;
};

class SigmaVsDkKind : public ChartKind {
public:
    SigmaVsDkKind(const lessons::SigmaVsDkSpec& spec, const PageContext& context, QWidget* parent)
        : spec_(spec), params_(context.params) {
        readBindings(&read_, {spec_.dk.param, spec_.scaled.param});
        attn::charts::SigmaVsDkConfig config;
        config.bench.seed = std::uint64_t(std::max(0, spec_.seed));
        config.bench.samples = spec_.samples;
        config.bench.maxDk = std::clamp(spec_.maxDk, 2, lessons::kMaxDk);
        config.dk = clampDk(boundNumber(spec_.dk, params_), config.bench.maxDk);
        config.scaled = boundBool(spec_.scaled, params_);
        chart_ = new attn::charts::SigmaVsDkChart(config, parent, context.benches.get());
    }
    attn::charts::ChartPanel* panel() const override { return chart_; }
    bool hasFirstData() const override { return chart_->isComplete() || chart_->hasMessage(); }
    void parameterChanged(const QString& name) override {
        if (name == spec_.dk.param)
            chart_->setDk(clampDk(params_->number(name), chart_->config().bench.maxDk));
        if (name == spec_.scaled.param)
            chart_->setScaled(params_->value(name).toBool());
    }

private:
    lessons::SigmaVsDkSpec spec_;
    const lessons::ParameterSet* params_;
    attn::charts::SigmaVsDkChart* chart_ = nullptr;
};

class ChannelBankKind : public ChartKind {
public:
    ChannelBankKind(const lessons::ChannelBankSpec& spec, const PageContext& context,
                    QWidget* parent)
        : spec_(spec), params_(context.params) {
        readBindings(&read_, {spec_.dk.param});
        attn::charts::ChannelBankConfig config;
        config.seed = std::uint64_t(std::max(0, spec_.seed));
        config.pair = spec_.pair;
        config.maxDk = std::clamp(largestBound(spec_.dk, context), 1, 1024);
        config.dk = clampDk(boundNumber(spec_.dk, params_), config.maxDk);
        chart_ = new attn::charts::ChannelBankChart(config, parent);
    }
    attn::charts::ChartPanel* panel() const override { return chart_; }
    void parameterChanged(const QString& name) override {
        if (name == spec_.dk.param)
            chart_->setDk(clampDk(params_->number(name), chart_->config().maxDk));
    }

private:
    lessons::ChannelBankSpec spec_;
    const lessons::ParameterSet* params_;
    attn::charts::ChannelBankChart* chart_ = nullptr;
};

class VectorsKind : public ChartKind {
public:
    VectorsKind(const lessons::VectorsSpec& spec, const PageContext& context, QWidget* parent)
        : spec_(spec), params_(context.params), lesson_(context.lesson) {
        readBindings(&read_, {spec_.a.param, spec_.b.param, spec_.angle.param});
        attn::charts::VectorConfig config;
        config.extent = spec_.extent;
        chart_ = new attn::charts::VectorChart(config, parent);
        // An arrow is draggable when the sliders that set it do: b needs its length and angle.
        chart_->setDraggable(slider(spec_.a).has_value(),
                             slider(spec_.b).has_value() && slider(spec_.angle).has_value());
        const auto decimals = [this](const lessons::Bindable<double>& key) {
            const std::optional<lessons::SliderSpec> control = slider(key);
            return control ? lessons::sliderDecimals(*control) : -1;
        };
        chart_->setLengthDecimals(decimals(spec_.a), decimals(spec_.b));
        const auto range = [this](const lessons::Bindable<double>& key) {
            const std::optional<lessons::SliderSpec> control = slider(key);
            if (!control)
                return attn::charts::VectorChart::Range{};
            if (control->stops.isEmpty())
                return attn::charts::VectorChart::Range{control->min, control->max};
            return attn::charts::VectorChart::Range{
                *std::min_element(control->stops.cbegin(), control->stops.cend()),
                *std::max_element(control->stops.cbegin(), control->stops.cend())};
        };
        chart_->setRanges(range(spec_.a), range(spec_.b), range(spec_.angle));
        QObject::connect(chart_, &attn::charts::VectorChart::tipDragged, chart_,
                         [this](attn::charts::VectorTip tip, QPointF point) { drag(tip, point); });
        QObject::connect(chart_, &attn::charts::VectorChart::tipStepped, chart_,
                         [this](attn::charts::VectorTip tip, attn::charts::VectorQuantity what,
                                int steps) { step(tip, what, steps); });
        update();
    }
    attn::charts::ChartPanel* panel() const override { return chart_; }
    void parameterChanged(const QString&) override { update(); }
    QStringList editedParameters() const override {
        QStringList edited;
        for (const lessons::Bindable<double>* key : {&spec_.a, &spec_.b, &spec_.angle}) {
            if (slider(*key))
                edited.append(key->param);
        }
        return edited;
    }
    QString editedName(const QString& param) const override {
        if (!editedParameters().contains(param))
            return {};
        return QCoreApplication::translate("app::ChartBlock", "arrow %1")
            .arg(param == spec_.a.param ? QStringLiteral("a") : QStringLiteral("b"));
    }

private:
    void update() {
        chart_->setVectors(boundNumber(spec_.a, params_), boundNumber(spec_.b, params_),
                           boundNumber(spec_.angle, params_));
    }

    // The slider a key is bound to, or none (a literal, or a control that is no slider).
    std::optional<lessons::SliderSpec> slider(const lessons::Bindable<double>& key) const {
        if (!key.isBound() || params_ == nullptr || lesson_ == nullptr ||
            params_->value(key.param).typeId() != QMetaType::Double)
            return std::nullopt;
        const lessons::Block* control = lesson_->control(key.param);
        const lessons::SliderSpec* slider =
            control ? control->specAs<lessons::SliderSpec>() : nullptr;
        if (slider == nullptr)
            return std::nullopt;
        return *slider;
    }

    void set(const lessons::Bindable<double>& key, double value) {
        if (const std::optional<lessons::SliderSpec> control = slider(key))
            params_->setValue(key.param, lessons::fitSliderValue(*control, value));
    }

    void drag(attn::charts::VectorTip tip, QPointF point) {
        if (tip == attn::charts::VectorTip::A) {
            set(spec_.a, point.x()); // a keeps to the horizontal axis
            return;
        }
        set(spec_.b, std::hypot(point.x(), point.y()));
        const std::optional<lessons::SliderSpec> angle = slider(spec_.angle);
        if (!angle)
            return;
        // The pointer's direction, fitted to the slider's range the short way round the circle:
        // below the axis on the left is 180°, not 0°, for a 0°..180° slider.
        const double pointed = std::atan2(point.y(), point.x()) * 180.0 / 3.14159265358979323846;
        double best = lessons::fitSliderValue(*angle, pointed);
        for (double turn : {-360.0, 360.0}) {
            const double candidate = lessons::fitSliderValue(*angle, pointed + turn);
            const auto around = [pointed](double degrees) {
                const double d = std::fmod(std::abs(degrees - pointed), 360.0);
                return std::min(d, 360.0 - d);
            };
            if (around(candidate) < around(best))
                best = candidate;
        }
        params_->setValue(spec_.angle.param, best);
    }

    void step(attn::charts::VectorTip tip, attn::charts::VectorQuantity what, int steps) {
        const lessons::Bindable<double>& key =
            what == attn::charts::VectorQuantity::Angle
                ? spec_.angle
                : (tip == attn::charts::VectorTip::A ? spec_.a : spec_.b);
        if (const std::optional<lessons::SliderSpec> control = slider(key))
            params_->setValue(
                key.param, lessons::stepSliderValue(*control, params_->number(key.param), steps));
    }

    lessons::VectorsSpec spec_;
    lessons::ParameterSet* params_;
    const lessons::Lesson* lesson_;
    attn::charts::VectorChart* chart_ = nullptr;
};

// mixture: the value points, their hull and the output; each score and mask may follow a control.
class MixtureKind : public ChartKind {
public:
    MixtureKind(const lessons::MixtureSpec& spec, const PageContext& context, QWidget* parent)
        : spec_(spec), params_(context.params) {
        attn::charts::MixtureConfig config;
        for (qsizetype i = 0; i + 1 < spec_.values.size(); i += 2)
            config.values.append(QPointF(spec_.values.at(i), spec_.values.at(i + 1)));
        for (const lessons::Bindable<double>& score : spec_.scores)
            readBindings(&read_, {score.param});
        for (const lessons::Bindable<bool>& mask : spec_.masked)
            readBindings(&read_, {mask.param});
        read_.removeDuplicates();
        readScores(&config.scores, &config.masked);
        chart_ = new attn::charts::MixtureChart(config, parent);
        chart_->setValueNames(spec_.keyNames);
    }
    attn::charts::ChartPanel* panel() const override { return chart_; }
    void parameterChanged(const QString&) override {
        QList<double> scores;
        QList<bool> masked;
        readScores(&scores, &masked);
        chart_->setScores(scores, masked);
    }

private:
    void readScores(QList<double>* scores, QList<bool>* masked) const {
        for (const lessons::Bindable<double>& score : spec_.scores)
            scores->append(boundNumber(score, params_));
        for (const lessons::Bindable<bool>& mask : spec_.masked)
            masked->append(boundBool(mask, params_));
    }

    lessons::MixtureSpec spec_;
    lessons::ParameterSet* params_;
    attn::charts::MixtureChart* chart_ = nullptr;
};

// scores: the raw scores as bars. An editable chart is a control of its sliders: a dragged or
// stepped bar sets its slider's parameter (fitted to the slider's range and steps), so every view
// bound to the scores follows, the record keeps the value, and the bar shows what the slider took.
class ScoreBarsKind : public ChartKind {
public:
    ScoreBarsKind(const lessons::ScoreBarsSpec& spec, const PageContext& context, QWidget* parent)
        : spec_(spec), params_(context.params), lesson_(context.lesson) {
        for (const lessons::Bindable<double>& score : spec_.scores)
            readBindings(&read_, {score.param});
        for (const lessons::Bindable<bool>& mask : spec_.masked)
            readBindings(&read_, {mask.param});
        read_.removeDuplicates();
        chart_ = new attn::charts::ScoreBarsChart(parent);
        // Editable when every bar has a slider to set (--check holds lessons to this).
        bool editable = spec_.editable && !spec_.scores.isEmpty();
        double reach = 0.0;
        for (const lessons::Bindable<double>& score : spec_.scores) {
            const std::optional<lessons::SliderSpec> control = slider(score);
            editable = editable && control.has_value();
            if (control)
                reach = std::max({reach, std::abs(control->min), std::abs(control->max)});
        }
        chart_->setEditable(editable, spec_.step, reach);
        chart_->setKeyNames(spec_.keyNames);
        QObject::connect(chart_->bars(), &attn::charts::LogitBars::valuesEdited, chart_,
                         [this](const QList<double>& values) { edit(QList<double>(values)); });
        update();
    }
    attn::charts::ChartPanel* panel() const override { return chart_; }
    void parameterChanged(const QString&) override { update(); }
    QStringList editedParameters() const override {
        QStringList edited;
        if (!chart_->bars()->isEditable())
            return edited;
        for (const lessons::Bindable<double>& score : spec_.scores)
            edited.append(score.param);
        return edited;
    }
    QString editedName(const QString& param) const override {
        for (int i = 0; i < spec_.scores.size(); ++i) {
            if (spec_.scores.at(i).param == param && chart_->bars()->isEditable())
                // In words, as a menu reads it aloud ("Undo drag of key 2"), not the drawn 𝑘₂.
                return i < spec_.keyNames.size()
                           ? spec_.keyNames.at(i)
                           : QCoreApplication::translate("app::ChartBlock", "key %1").arg(i + 1);
        }
        return {};
    }

private:
    void update() {
        QList<double> scores;
        for (const lessons::Bindable<double>& score : spec_.scores)
            scores.append(boundNumber(score, params_));
        QList<bool> masked;
        for (const lessons::Bindable<bool>& mask : spec_.masked)
            masked.append(boundBool(mask, params_));
        chart_->setMasked(masked);
        chart_->setScores(scores);
    }

    std::optional<lessons::SliderSpec> slider(const lessons::Bindable<double>& key) const {
        if (!key.isBound() || params_ == nullptr || lesson_ == nullptr ||
            params_->value(key.param).typeId() != QMetaType::Double)
            return std::nullopt;
        const lessons::Block* control = lesson_->control(key.param);
        const lessons::SliderSpec* slider =
            control ? control->specAs<lessons::SliderSpec>() : nullptr;
        if (slider == nullptr)
            return std::nullopt;
        return *slider;
    }

    void edit(const QList<double>& values) {
        const bool byKey = chart_->bars()->draggedBar() < 0;
        for (int i = 0; i < values.size() && i < spec_.scores.size(); ++i) {
            const lessons::Bindable<double>& key = spec_.scores.at(i);
            const std::optional<lessons::SliderSpec> control = slider(key);
            const double current = boundNumber(key, params_);
            if (!control || values.at(i) == current)
                continue;
            double fitted = lessons::fitSliderValue(*control, values.at(i));
            // A key press always moves: one step of 0.1 on a slider of step 0.5 goes to its
            // next stop instead of rounding back to where it was.
            if (byKey && fitted == current)
                fitted =
                    lessons::stepSliderValue(*control, current, values.at(i) > current ? 1 : -1);
            params_->setValue(key.param, fitted);
        }
        update(); // the bars show what the sliders took
    }

    lessons::ScoreBarsSpec spec_;
    lessons::ParameterSet* params_;
    const lessons::Lesson* lesson_;
    attn::charts::ScoreBarsChart* chart_ = nullptr;
};

// The ChartKind of each kind's spec type. No general definition: a ChartKindSpec alternative
// without its line here does not compile (makeChartKind).
template <typename Spec> struct KindOf;
template <> struct KindOf<lessons::SoftmaxChartSpec> {
    using type = ScoreKind<attn::charts::SoftmaxChart>;
};
template <> struct KindOf<lessons::GradientChartSpec> {
    using type = ScoreKind<attn::charts::GradientChart>;
};
template <> struct KindOf<lessons::BusesChartSpec> {
    using type = ScoreKind<attn::charts::BusesChart>;
};
template <> struct KindOf<lessons::TemperatureChartSpec> {
    using type = ScoreKind<attn::charts::TemperatureChart>;
};
template <> struct KindOf<lessons::HistogramSpec> { using type = HistogramKind; };
template <> struct KindOf<lessons::SigmaVsDkSpec> { using type = SigmaVsDkKind; };
template <> struct KindOf<lessons::ChannelBankSpec> { using type = ChannelBankKind; };
template <> struct KindOf<lessons::VectorsSpec> { using type = VectorsKind; };
template <> struct KindOf<lessons::MixtureSpec> { using type = MixtureKind; };
template <> struct KindOf<lessons::ScoreBarsSpec> { using type = ScoreBarsKind; };

} // namespace

std::unique_ptr<ChartKind> makeChartKind(const lessons::ChartKindSpec& spec,
                                         const PageContext& context, QWidget* parent) {
    return std::visit(
        [&context, parent](const auto& kind) -> std::unique_ptr<ChartKind> {
            using Kind = typename KindOf<std::decay_t<decltype(kind)>>::type;
            return std::make_unique<Kind>(kind, context, parent);
        },
        spec);
}

} // namespace app
