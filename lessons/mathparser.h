// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// Internal to lessons/math*.cpp: the command table and the TeX parser.

#include "lessons/math.h"

#include <QChar>
#include <QCoreApplication>
#include <QString>

namespace lessons::detail {

using Kind = MathNode::Kind;
using Variant = MathNode::Variant;

struct Command {
    const char* name;
    const char* text; // UTF-8
    Kind kind;
    MathClass cls;
    const char* spoken; // source text: translated where it is spoken (mathspoken.cpp)
};

// The commands of docs/lesson-format.md, section "Math", other than the structural ones
// (\frac, \sqrt, \left, \right, \text, \mathrm, \mathbf, \operatorname, accents, \begin).
inline const Command kCommands[] = {
    {"alpha", "α", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "alpha")},
    {"beta", "β", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "beta")},
    {"gamma", "γ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "gamma")},
    {"delta", "δ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "delta")},
    {"epsilon", "ϵ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "epsilon")},
    {"varepsilon", "ε", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "epsilon")},
    {"zeta", "ζ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "zeta")},
    {"eta", "η", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "eta")},
    {"theta", "θ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "theta")},
    {"iota", "ι", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "iota")},
    {"kappa", "κ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "kappa")},
    {"lambda", "λ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "lambda")},
    {"mu", "μ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "mu")},
    {"nu", "ν", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "nu")},
    {"xi", "ξ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "xi")},
    {"omicron", "ο", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "omicron")},
    {"pi", "π", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "pi")},
    {"rho", "ρ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "rho")},
    {"sigma", "σ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "sigma")},
    {"tau", "τ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "tau")},
    {"upsilon", "υ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "upsilon")},
    {"phi", "ϕ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "phi")},
    {"varphi", "φ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "phi")},
    {"chi", "χ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "chi")},
    {"psi", "ψ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "psi")},
    {"omega", "ω", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "omega")},
    {"Gamma", "Γ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "capital gamma")},
    {"Delta", "Δ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "capital delta")},
    {"Theta", "Θ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "capital theta")},
    {"Lambda", "Λ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "capital lambda")},
    {"Xi", "Ξ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "capital xi")},
    {"Pi", "Π", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "capital pi")},
    {"Sigma", "Σ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "capital sigma")},
    {"Upsilon", "Υ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "capital upsilon")},
    {"Phi", "Φ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "capital phi")},
    {"Psi", "Ψ", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "capital psi")},
    {"Omega", "Ω", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "capital omega")},
    {"cdot", "⋅", Kind::Symbol, MathClass::Bin, QT_TRANSLATE_NOOP("lessons", "dot")},
    {"times", "×", Kind::Symbol, MathClass::Bin, QT_TRANSLATE_NOOP("lessons", "times")},
    {"pm", "±", Kind::Symbol, MathClass::Bin, QT_TRANSLATE_NOOP("lessons", "plus or minus")},
    {"to", "→", Kind::Symbol, MathClass::Rel, QT_TRANSLATE_NOOP("lessons", "goes to")},
    {"rightarrow", "→", Kind::Symbol, MathClass::Rel, QT_TRANSLATE_NOOP("lessons", "goes to")},
    {"approx", "≈", Kind::Symbol, MathClass::Rel, QT_TRANSLATE_NOOP("lessons", "is approximately")},
    {"le", "≤", Kind::Symbol, MathClass::Rel, QT_TRANSLATE_NOOP("lessons", "is at most")},
    {"leq", "≤", Kind::Symbol, MathClass::Rel, QT_TRANSLATE_NOOP("lessons", "is at most")},
    {"ge", "≥", Kind::Symbol, MathClass::Rel, QT_TRANSLATE_NOOP("lessons", "is at least")},
    {"geq", "≥", Kind::Symbol, MathClass::Rel, QT_TRANSLATE_NOOP("lessons", "is at least")},
    {"ne", "≠", Kind::Symbol, MathClass::Rel, QT_TRANSLATE_NOOP("lessons", "is not equal to")},
    {"neq", "≠", Kind::Symbol, MathClass::Rel, QT_TRANSLATE_NOOP("lessons", "is not equal to")},
    {"in", "∈", Kind::Symbol, MathClass::Rel, QT_TRANSLATE_NOOP("lessons", "in")},
    {"sim", "∼", Kind::Symbol, MathClass::Rel, QT_TRANSLATE_NOOP("lessons", "is distributed as")},
    {"propto", "∝", Kind::Symbol, MathClass::Rel,
     QT_TRANSLATE_NOOP("lessons", "is proportional to")},
    {"mid", "∣", Kind::Symbol, MathClass::Rel, QT_TRANSLATE_NOOP("lessons", "given")},
    {"lt", "<", Kind::Symbol, MathClass::Rel, QT_TRANSLATE_NOOP("lessons", "is less than")},
    {"gt", ">", Kind::Symbol, MathClass::Rel, QT_TRANSLATE_NOOP("lessons", "is greater than")},
    {"infty", "∞", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "infinity")},
    {"partial", "∂", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "partial")},
    {"top", "⊤", Kind::Symbol, MathClass::Ord, QT_TRANSLATE_NOOP("lessons", "transpose")},
    {"ldots", "…", Kind::Symbol, MathClass::Inner, QT_TRANSLATE_NOOP("lessons", "dot dot dot")},
    {"dots", "…", Kind::Symbol, MathClass::Inner, QT_TRANSLATE_NOOP("lessons", "dot dot dot")},
    {"cdots", "⋯", Kind::Symbol, MathClass::Inner, QT_TRANSLATE_NOOP("lessons", "dot dot dot")},
    {"sum", "∑", Kind::BigOp, MathClass::Op, QT_TRANSLATE_NOOP("lessons", "the sum")},
    {"prod", "∏", Kind::BigOp, MathClass::Op, QT_TRANSLATE_NOOP("lessons", "the product")},
    {"max", "max", Kind::BigOp, MathClass::Op, QT_TRANSLATE_NOOP("lessons", "max")},
    {"min", "min", Kind::BigOp, MathClass::Op, QT_TRANSLATE_NOOP("lessons", "min")},
    {"lim", "lim", Kind::BigOp, MathClass::Op, QT_TRANSLATE_NOOP("lessons", "limit")},
    {"exp", "exp", Kind::Text, MathClass::Op, QT_TRANSLATE_NOOP("lessons", "exp")},
    {"log", "log", Kind::Text, MathClass::Op, QT_TRANSLATE_NOOP("lessons", "log")},
    {"ln", "ln", Kind::Text, MathClass::Op, QT_TRANSLATE_NOOP("lessons", "natural log")},
    {"sin", "sin", Kind::Text, MathClass::Op, QT_TRANSLATE_NOOP("lessons", "sine")},
    {"cos", "cos", Kind::Text, MathClass::Op, QT_TRANSLATE_NOOP("lessons", "cosine")},
    {"tanh", "tanh", Kind::Text, MathClass::Op, QT_TRANSLATE_NOOP("lessons", "tanh")},
    {"quad", "", Kind::Space, MathClass::Ord, ""},
    {"qquad", "", Kind::Space, MathClass::Ord, ""},
};

const Command* findCommand(const QString& name);
// Delimiters after \left and \right, and the names they go by.
QString delimiterFor(const QString& token);
inline const char* const kAccents[] = {"hat", "bar", "vec", "tilde"};
bool isAsciiLetter(QChar c);
MathNode symbol(const QString& text, MathClass cls, Variant variant, int column);

class MathParser {
public:
    explicit MathParser(const QString& tex) : tex_(tex) {}
    MathParse run();

private:
    enum class Stop { End, Brace, Right, Cell };

    bool failed() const;
    void fail(const QString& message, int column);
    bool at(const char* literal) const;
    bool atCommand(const char* name) const;
    void skipSpaces();
    MathNode row(Stop stop);
    static MathNode wrap(MathNode n);
    MathNode& scriptBase(MathNode& out, int column);
    void attachScript(MathNode& out);
    MathNode argument(const QString& what, int commandColumn);
    MathNode atom();
    MathNode group();
    QString rawGroup(const QString& command, int commandColumn);
    QString commandName();
    QString delimiter(const QString& command, int commandColumn);
    MathNode fenced(int start);
    QString environmentName(int commandColumn, const QString& command);
    MathNode matrix(int start);
    static void makeBold(MathNode& node);
    MathNode command();

    const QString& tex_;
    int pos_ = 0;
    int depth_ = 0;
    QString error_;
    int errorColumn_ = -1;
};

} // namespace lessons::detail
